import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useNavigate } from 'react-router';
import type { CoachAnswerRecord } from '@yoga/contract';
import { formatDateTime, parseId } from '@yoga/format';
import { link, subApps, type SubApp } from '@yoga/platform';
import {
  ActionBar,
  PageShell,
  QueryState,
  SignInGate,
  copyText,
  showToast,
  useRouteQuery,
  useSubApp,
  cx,
} from '@yoga/ui';
import { useAnswerRecord } from './api/answer-record';
import { coachSignIn } from './question-page';
import css from './coach-answers.module.css';

/** Where the student enters the number and password: a screen of the student app (suman). */
const suman = subApps.find((s) => s.id === 'suman')!;
export const viewAnswerLink = (id: string) => link(suman, 'view_answer', { id });

/**
 * copy_success: the number and password of an answer, read back from the server by the id in the
 * URL (the URL's password is not trusted: a wrong or foreign id is not found). The nav bar says what
 * happened: "answer sent" only above a record that exists.
 */
export default function CopySuccessScreen() {
  const { t } = useLingui();
  // Signed out nothing was copied: the nav bar names the page, not the route's 复制成功.
  return (
    <SignInGate why={coachSignIn} pageTitle={t`答疑记录`}>
      <CopySuccess />
    </SignInGate>
  );
}

function CopySuccess() {
  const { t } = useLingui();
  const sub = useSubApp();
  const id = parseId(useRouteQuery('copy_success').id);
  const record = useAnswerRecord(sub.id, id);
  return (
    <PageShell title={record.isSuccess ? t`回答已发送` : t`答疑记录`}>
      <QueryState
        query={record}
        notFound={id === null}
        notFoundTitle={<Trans>没有可复制的回答</Trans>}
        notFoundAction={<InboxButton sub={sub} />}
        skeleton="detail"
        errorMessage={t`答疑记录加载失败，请重试`}
      >
        {(r) => <RecordView r={r} sub={sub} />}
      </QueryState>
    </PageShell>
  );
}

/**
 * The way to the inbox carries `force` (else the spec's redirect would bring the coach straight back
 * here) and replaces this page, so Back from the inbox does not return to it.
 */
function InboxButton({ sub, ghost }: { sub: SubApp; ghost?: boolean }) {
  const navigate = useNavigate();
  const to = link(sub, 'answer_question', { force: '1' });
  return (
    <Link
      className={ghost ? 'y-btn y-btn-ghost' : 'y-btn'}
      to={to}
      onClick={(e) => {
        e.preventDefault();
        void navigate(to, { replace: true });
      }}
    >
      <Trans>去答疑列表</Trans>
    </Link>
  );
}

function RecordView({ r, sub }: { r: CoachAnswerRecord; sub: SubApp }) {
  const { t } = useLingui();
  const where = `${window.location.origin}${viewAnswerLink(r.id)}`;
  const copy = async (text: string, done: string) => {
    const ok = await copyText(text);
    void showToast(ok ? done : t`复制失败，请长按手动复制`, { icon: ok ? 'success' : 'fail' });
  };
  const copyBoth = () =>
    copy(
      t`答疑编号 ${r.id}，密码 ${r.password}，打开 ${where} 输入密码查看教练的回答`,
      t`已复制答疑编号和密码`,
    );
  return (
    <div className="y-stack" data-testid="ca-copy">
      <section className="y-card y-col y-gap-2">
        <h2>
          <Trans>已回答 {r.studentName} 的问题</Trans>
        </h2>
        <p className="y-m0 y-muted y-sm">
          {r.course} · {formatDateTime(r.answeredAt)}
        </p>
        <div className="y-row y-between y-gap-2 y-xl">
          <span>
            <Trans>答疑编号</Trans>{' '}
            <strong className="y-num y-break" data-testid="ca-record-id">
              {r.id}
            </strong>
          </span>
          <button
            type="button"
            className={cx('y-btn y-btn-ghost y-fixed', css.copy)}
            aria-label={t`复制答疑编号`}
            onClick={() => void copy(r.id, t`已复制答疑编号`)}
          >
            <Trans>复制</Trans>
          </button>
        </div>
        <div className="y-row y-between y-gap-2 y-xl">
          <span>
            <Trans>密码</Trans>{' '}
            <strong className="y-num y-break" data-testid="ca-record-password">
              {r.password}
            </strong>
          </span>
          <button
            type="button"
            className={cx('y-btn y-btn-ghost y-fixed', css.copy)}
            aria-label={t`复制密码`}
            onClick={() => void copy(r.password, t`已复制密码`)}
          >
            <Trans>复制</Trans>
          </button>
        </div>
        <p className="y-m0 y-muted y-sm" data-testid="ca-where">
          <Trans>
            把答疑编号和密码发给学员。学员在「查看教练回答」页面输入它们就能看到你的回答，「复制全部」会连同页面地址一起复制。
          </Trans>{' '}
          <Link to={viewAnswerLink(r.id)}>
            <Trans>打开学员查看页</Trans>
          </Link>
        </p>
      </section>
      <ActionBar>
        <InboxButton sub={sub} ghost />
        <button type="button" className="y-btn" onClick={() => void copyBoth()}>
          <Trans>复制全部</Trans>
        </button>
      </ActionBar>
    </div>
  );
}
