import { useLingui } from '@lingui/react/macro';
import type { WalletWithdrawal } from '@yoga/contract';
import { formatDateTime } from '@yoga/format';

interface Step {
  key: string;
  title: string;
  at: string | null;
  note?: string;
  state: 'done' | 'current' | 'todo' | 'failed';
}

/** submitted -> reviewing -> paid out, or -> rejected with the reason; each step with its time. */
export function WithdrawalTimeline({ w }: { w: WalletWithdrawal }) {
  const { t } = useLingui();
  const reviewing = w.state === 'applied' ? 'current' : 'done';
  const steps: Step[] = [
    { key: 'applied', title: t`提交申请`, at: w.createdAt, state: 'done' },
    {
      key: 'processing',
      title: w.state === 'applied' ? t`等待审核` : t`审核通过，打款中`,
      at: w.processingAt,
      state: w.state === 'rejected' && !w.processingAt ? 'todo' : reviewing,
    },
    w.state === 'rejected'
      ? {
          key: 'rejected',
          title: t`已驳回，金额已退回余额`,
          at: w.rejectedAt,
          note: w.reason ?? undefined,
          state: 'failed',
        }
      : {
          key: 'paid',
          title: t`已到账微信零钱`,
          at: w.paidAt,
          state: w.state === 'paid' ? 'done' : w.state === 'processing' ? 'current' : 'todo',
        },
  ];
  const visible = steps.filter(
    (s) => !(w.state === 'rejected' && s.key === 'processing' && s.state === 'todo'),
  );
  return (
    <ol className="wl-timeline" aria-label={t`提现进度`}>
      {visible.map((s) => (
        <li
          key={s.key}
          className={`wl-step wl-step-${s.state}`}
          aria-current={s.state === 'current' ? 'step' : undefined}
        >
          <span className="wl-dot" aria-hidden="true" />
          <div>
            <p className="wl-step-title">{s.title}</p>
            {s.at && <p className="wl-row-time">{formatDateTime(s.at)}</p>}
            {s.note && <p className="wl-step-note">{t`驳回原因：${s.note}`}</p>}
          </div>
        </li>
      ))}
    </ol>
  );
}
