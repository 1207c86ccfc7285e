import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import type { Practice } from '@yoga/contract';
import { PRACTICE_FEEDBACK_MAX } from '@yoga/contract/codes';
import { formatDate, parseId } from '@yoga/format';
import { link, type SubApp } from '@yoga/platform';
import {
  ActionBar,
  cx,
  Field,
  FieldError,
  PageShell,
  QueryState,
  SignInGate,
  StateView,
  SubmitButton,
  useRouteQuery,
  useSubApp,
} from '@yoga/ui';
import { usePractice, useRatePractice } from './api/pages';
import s from './agreements.module.css';

function Thanks({ practice: p, sub }: { practice: Practice; sub: SubApp }) {
  const f = p.feedback!;
  return (
    <StateView
      title={<Trans>感谢你的反馈</Trans>}
      description={
        <span data-testid="practice-rated">
          <Trans>
            你给《{p.title}》打了 {f.stars} 星（{formatDate(f.sentAt)}）
          </Trans>
        </span>
      }
      action={
        <Link className="y-btn" to={link(sub, 'home')}>
          <Trans>返回首页</Trans>
        </Link>
      }
    />
  );
}

function RateForm({ practice: p, sub }: { practice: Practice; sub: SubApp }) {
  const { t } = useLingui();
  const [stars, setStars] = useState(0);
  const [text, setText] = useState('');
  const [tried, setTried] = useState(false);
  const rate = useRatePractice(sub.id, p.id);
  const send = () => {
    setTried(true);
    if (stars < 1 || rate.isPending) return;
    rate.mutate({ stars, text: text.trim() });
  };
  return (
    <form
      className={cx('y-card y-col y-gap-3', s.doc)}
      onSubmit={(e) => (e.preventDefault(), send())}
      noValidate
    >
      <h2 className={cx('y-m0', s.articleTitle)}>{p.title}</h2>
      <fieldset className={cx('y-m0 y-gap-2', s.stars)}>
        <legend>
          <Trans>给这次练习打分</Trans>
        </legend>
        {[1, 2, 3, 4, 5].map((n) => (
          <label key={n} className={cx('y-focus', s.star)} data-on={n <= stars || undefined}>
            <input
              className="y-hidden-input"
              type="radio"
              name="stars"
              value={n}
              checked={stars === n}
              onChange={() => setStars(n)}
            />
            <span aria-hidden="true">★</span>
            <span className="y-vh">
              <Trans>{n} 星</Trans>
            </span>
          </label>
        ))}
      </fieldset>
      {tried && stars < 1 && (
        <FieldError>
          <Trans>请先选择星级</Trans>
        </FieldError>
      )}
      <Field label={<Trans>说说你的感受（选填）</Trans>} hint={`${text.length}/${PRACTICE_FEEDBACK_MAX}`}>
        {(control) => (
          <textarea
            {...control}
            rows={5}
            maxLength={PRACTICE_FEEDBACK_MAX}
            value={text}
            placeholder={t`哪里练得舒服，哪里有困难？`}
            onChange={(e) => setText(e.target.value)}
          />
        )}
      </Field>
      <ActionBar>
        <SubmitButton pending={rate.isPending} pendingLabel={<Trans>提交中…</Trans>}>
          <Trans>提交评价</Trans>
        </SubmitButton>
      </ActionBar>
    </form>
  );
}

/** slim's practice_feedback?id=: rate a practice once (stars and text); after that, the thanks state. */
export function PracticeFeedbackScreen() {
  return (
    <SignInGate why={<Trans>登录后为这次练习打分</Trans>}>
      <PracticeFeedback />
    </SignInGate>
  );
}

function PracticeFeedback() {
  const { t } = useLingui();
  const sub = useSubApp();
  const id = parseId(useRouteQuery('practice_feedback').id ?? undefined);
  const practice = usePractice(sub.id, id, true);
  return (
    <PageShell>
      <QueryState
        query={practice}
        notFound={id === null}
        notFoundTitle={<Trans>练习不存在</Trans>}
        skeleton="detail"
        errorMessage={t`练习加载失败，请重试`}
      >
        {(p) => (p.feedback ? <Thanks practice={p} sub={sub} /> : <RateForm practice={p} sub={sub} />)}
      </QueryState>
    </PageShell>
  );
}
