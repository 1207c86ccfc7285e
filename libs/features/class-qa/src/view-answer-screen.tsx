import { Trans, useLingui } from '@lingui/react/macro';
import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { ApiBusinessError } from '@yoga/api';
import type { SharedAnswer } from '@yoga/contract';
import { COACH_ANSWER_CODES, COACH_ANSWER_PASSWORD_PATTERN } from '@yoga/contract/codes';
import { formatDateTime, formatTime, parseId } from '@yoga/format';
import {
  ActionBar,
  Field,
  FieldError,
  PageShell,
  refusalText,
  SubmitButton,
  useRouteQuery,
  useSubApp,
} from '@yoga/ui';
import { answerClasses } from '@yoga/recorder';
import { useOpenSharedAnswer } from './api/shared-answer';
import { CoachAnswerView } from './parts';

/** A refused password in words: how many tries are left, or until when the answer is locked. */
function refusal(error: unknown): ReactNode {
  if (error instanceof ApiBusinessError && error.code === COACH_ANSWER_CODES.wrongPassword) {
    const left = Number((error.data as { triesLeft?: unknown } | null)?.triesLeft);
    return Number.isInteger(left) ? (
      <Trans>答疑编号或密码不正确，还可以再试 {left} 次</Trans>
    ) : (
      <Trans>答疑编号或密码不正确</Trans>
    );
  }
  if (error instanceof ApiBusinessError && error.code === COACH_ANSWER_CODES.tooManyTries) {
    const at = Date.parse(String((error.data as { retryAt?: unknown } | null)?.retryAt ?? ''));
    if (Number.isNaN(at)) return <Trans>密码错误次数过多，请稍后再试</Trans>;
    const when = formatTime(at);
    return <Trans>密码错误次数过多，请在 {when} 后再试</Trans>;
  }
  return refusalText(error, <Trans>没有打开回答，请稍后重试</Trans>);
}

/**
 * view_answer (/suman, signed in or not): the student enters the number and password the coach
 * sent (copy_success) and reads the coach's answer with its images and voice. The number may come
 * in the link (`?id=`); the password never does.
 */
export default function ViewAnswerScreen() {
  const { t } = useLingui();
  const sub = useSubApp();
  const numberInput = useRef<HTMLInputElement>(null);
  const passwordInput = useRef<HTMLInputElement>(null);
  const given = useRouteQuery('view_answer').id ?? '';
  const [number, setNumber] = useState(given.trim());
  const [password, setPassword] = useState('');
  const [shown, setShown] = useState(false);
  const open = useOpenSharedAnswer(sub.id);
  const id = parseId(number.trim());
  const numberBad = id === null;
  const passwordBad = !COACH_ANSWER_PASSWORD_PATTERN.test(password.trim());

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setShown(true);
    if (numberBad) return numberInput.current?.focus();
    if (passwordBad) return passwordInput.current?.focus();
    open.mutate({ id, password: password.trim() });
  };

  if (open.data) return <AnswerShown a={open.data} />;
  return (
    <PageShell>
      <form className="y-stack" onSubmit={submit} noValidate data-testid="qa-view-form">
        <section className={`y-card ${answerClasses.body}`}>
          <p className={answerClasses.meta}>
            <Trans>输入教练发给你的答疑编号和密码，查看教练的回答。</Trans>
          </p>
          <Field
            label={<Trans>答疑编号</Trans>}
            error={shown && numberBad && <Trans>请输入答疑编号（数字）</Trans>}
          >
            {(c) => (
              <input
                {...c}
                ref={numberInput}
                inputMode="numeric"
                autoComplete="off"
                value={number}
                onChange={(e) => setNumber(e.target.value)}
              />
            )}
          </Field>
          <Field
            label={<Trans>密码</Trans>}
            error={shown && passwordBad && <Trans>请输入 6 位数字密码</Trans>}
          >
            {(c) => (
              <input
                {...c}
                ref={passwordInput}
                inputMode="numeric"
                autoComplete="off"
                maxLength={6}
                value={password}
                onChange={(e) => setPassword(e.target.value)}
              />
            )}
          </Field>
          {open.isError && <FieldError>{refusal(open.error)}</FieldError>}
        </section>
        <ActionBar>
          <SubmitButton pending={open.isPending} pendingLabel={t`正在打开…`}>
            {t`查看回答`}
          </SubmitButton>
        </ActionBar>
      </form>
    </PageShell>
  );
}

/** The question as asked, then every answer of the coach (text, images, voice). */
function AnswerShown({ a }: { a: SharedAnswer }) {
  return (
    <PageShell>
      <div className="y-stack" data-testid="qa-view-answer">
        <section className={`y-card ${answerClasses.body}`}>
          <div className="y-row y-wrap y-between y-gap-2">
            <span className="y-m0 y-lg y-bold">{a.course}</span>
            <span className="y-m0 y-muted y-sm">
              <Trans>答疑编号 {a.id}</Trans>
            </span>
          </div>
          <p className="y-m0 y-muted y-sm">
            <Trans>提问于 {formatDateTime(a.askedAt)}</Trans>
          </p>
          {a.text && <p className={answerClasses.text}>{a.text}</p>}
        </section>
        {a.answers.map((x) => (
          <CoachAnswerView key={x.id} a={x} />
        ))}
      </div>
    </PageShell>
  );
}
