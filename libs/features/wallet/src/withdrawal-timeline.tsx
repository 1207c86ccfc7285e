import { useLingui } from '@lingui/react/macro';
import type { WalletWithdrawal } from '@yoga/contract';
import { formatDateTime } from '@yoga/format';
import { cx } from '@yoga/ui';
import { rowTime } from './money-rows';
import s from './wallet.module.css';

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
    (step) => !(w.state === 'rejected' && step.key === 'processing' && step.state === 'todo'),
  );
  return (
    <ol className="y-plain y-col y-gap-4" aria-label={t`提现进度`}>
      {visible.map((step) => (
        <li
          key={step.key}
          className={cx('y-gap-3', s.step)}
          data-state={step.state}
          aria-current={step.state === 'current' ? 'step' : undefined}
        >
          <span className={cx('y-fixed', s.dot)} aria-hidden="true" />
          <div>
            <p className={cx('y-m0', step.state === 'todo' && 'y-muted')}>{step.title}</p>
            {step.at && <p className={rowTime}>{formatDateTime(step.at)}</p>}
            {step.note && <p className="y-m0 y-mt-1 y-sm y-text-danger">{t`驳回原因：${step.note}`}</p>}
          </div>
        </li>
      ))}
    </ol>
  );
}
