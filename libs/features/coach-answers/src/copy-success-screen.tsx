import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { link } from '@yoga/platform';
import { ActionBar, PageShell, StateView, copyText, showToast, useRouteQuery, useSubApp } from '@yoga/ui';
import './coach-answers.css';

/**
 * copy_success: the answer's id and password for the coach to copy to the student. The answer entry
 * (answer_question) comes here while this record is saved; "answer another" passes `force`.
 */
export default function CopySuccessScreen() {
  const { t } = useLingui();
  const sub = useSubApp();
  const { id, password } = useRouteQuery('copy_success');
  const again = link(sub, 'answer_question', { force: '1' });
  if (!id?.trim() || !password?.trim())
    return (
      <PageShell>
        <StateView
          illustration="not-found"
          title={<Trans>没有可复制的回答</Trans>}
          action={
            <Link className="y-btn" to={again}>
              <Trans>去回答问题</Trans>
            </Link>
          }
        />
      </PageShell>
    );
  const copy = async (text: string) =>
    void showToast((await copyText(text)) ? t`已复制` : t`复制失败，请长按手动复制`);
  const copyBoth = () => copy(t`答疑编号 ${id}，密码 ${password}`);
  return (
    <PageShell>
      <div className="ca" data-testid="ca-copy">
        <section className="ca-card">
          <h2>
            <Trans>回答已发送</Trans>
          </h2>
          <p className="ca-meta">
            <Trans>把答疑编号和密码发给学员，学员凭它查看你的回答。</Trans>
          </p>
          <div className="ca-secret">
            <span>
              <Trans>答疑编号</Trans> <strong data-testid="ca-record-id">{id}</strong>
            </span>
            <button
              type="button"
              className="y-btn y-btn-ghost ca-copy"
              aria-label={t`复制答疑编号`}
              onClick={() => void copy(id)}
            >
              <Trans>复制</Trans>
            </button>
          </div>
          <div className="ca-secret">
            <span>
              <Trans>密码</Trans> <strong data-testid="ca-record-password">{password}</strong>
            </span>
            <button
              type="button"
              className="y-btn y-btn-ghost ca-copy"
              aria-label={t`复制密码`}
              onClick={() => void copy(password)}
            >
              <Trans>复制</Trans>
            </button>
          </div>
        </section>
        <ActionBar>
          <Link className="y-btn y-btn-ghost" to={again}>
            <Trans>回答其他问题</Trans>
          </Link>
          <button type="button" className="y-btn" onClick={() => void copyBoth()}>
            <Trans>复制全部</Trans>
          </button>
        </ActionBar>
      </div>
    </PageShell>
  );
}
