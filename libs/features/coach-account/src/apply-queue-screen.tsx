import { Trans, useLingui } from '@lingui/react/macro';
import type { CoachApplication } from '@yoga/contract';
import { formatDate } from '@yoga/format';
import { PageShell, QueryState, useSubApp, cx } from '@yoga/ui';
import { useApplication } from './api/account';
import { CoachStatus } from './coach-status';
import { ItemName } from './items';
import s from './coach-account.module.css';

/** My coach application: its state, its place in the review queue, and the items handed in or missing. */
export default function ApplyQueueScreen() {
  const { t } = useLingui();
  const sub = useSubApp();
  const app = useApplication(sub.id);
  return (
    <PageShell>
      <QueryState query={app} skeleton="detail" errorMessage={t`申请信息加载失败，请重试`}>
        {(a) => <QueueBody a={a} />}
      </QueryState>
    </PageShell>
  );
}

function QueueBody({ a }: { a: CoachApplication }) {
  const missing = a.items.filter((i) => !i.done);
  const submitted = a.submittedAt ? formatDate(a.submittedAt) : '';
  return (
    <div className="y-stack">
      <section className="y-card y-section y-center" data-testid="queue-state">
        {a.state === 'queued' && a.position !== null ? (
          <>
            <p className="y-m0 y-mt-1 y-sm y-muted">
              <Trans>排队审核中，你前面还有</Trans>
            </p>
            <p className={s.big}>
              <Trans>{a.position - 1} 人</Trans>
            </p>
            <p className="y-m0 y-mt-1 y-sm y-muted">
              <Trans>
                第 {a.position} 位，共 {a.total} 人排队 · {submitted} 提交
              </Trans>
            </p>
          </>
        ) : (
          <p className={s.big}>
            <CoachStatus a={a} />
          </p>
        )}
        {a.reason && <p className="y-m0 y-mt-1 y-sm y-text-danger">{a.reason}</p>}
      </section>
      <section className="y-card y-section" aria-labelledby="ca-items">
        <h2 id="ca-items" className="y-section-title">
          <Trans>申请材料</Trans>
        </h2>
        <ul className="y-plain">
          {a.items.map((i) => (
            <li key={i.key} className={cx('y-between y-gap-2', s.item)}>
              <ItemName k={i.key} />
              <span className={cx('y-md', i.done ? 'y-muted' : 'y-text-danger')}>
                {i.done ? <Trans>已提交</Trans> : <Trans>缺少</Trans>}
              </span>
            </li>
          ))}
        </ul>
        {missing.length > 0 && (a.state === 'none' || a.state === 'incomplete') && (
          <p className="y-m0 y-mt-1 y-sm y-muted">
            <Trans>材料补齐后才能进入审核排队。</Trans>
          </p>
        )}
      </section>
    </div>
  );
}
