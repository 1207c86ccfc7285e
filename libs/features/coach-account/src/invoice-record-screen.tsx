import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import type { InvoiceRecord } from '@yoga/contract';
import { formatDate, formatMoney } from '@yoga/format';
import { link } from '@yoga/platform';
import { EmptyState, PageShell, PagedList, useSubApp, cx } from '@yoga/ui';
import { useInvoiceRecord } from './api/invoices';
import { Period } from './period';
import { InvoiceStateLabel } from './state-label';
import s from './coach-account.module.css';

/** The coach's invoices, newest first: received, accepted, or rejected with the reason and a way to upload again. */
export default function InvoiceRecordScreen() {
  const { t } = useLingui();
  const sub = useSubApp();
  const list = useInvoiceRecord(sub.id);
  const upload = (
    <Link className="y-btn" to={link(sub, 'invoice_upload')}>
      <Trans>上传发票</Trans>
    </Link>
  );
  return (
    <PageShell>
      <PagedList
        query={list}
        testId="invoice-record"
        className={cx('y-plain y-col y-gap-3', s.list)}
        skeleton={{ shape: 'cards', lines: 3 }}
        empty={<EmptyState title={<Trans>还没有上传过发票</Trans>} action={upload} />}
        errorMessage={t`发票记录加载失败，请重试`}
        rowKey={(r) => r.id}
        row={(r) => <RecordRow r={r} />}
      />
    </PageShell>
  );
}

function RecordRow({ r }: { r: InvoiceRecord }) {
  const sub = useSubApp();
  const submitted = formatDate(r.submittedAt);
  return (
    <li className="y-card y-section">
      <div className={cx('y-row y-between y-wrap', s.split)}>
        <span className="y-bold">
          <Period start={r.periodStart} end={r.periodEnd} />
        </span>
        <InvoiceStateLabel state={r.state} />
      </div>
      <p className="y-m0 y-mt-2 y-xl y-bold">{formatMoney(r.amount)}</p>
      <p className="y-m0 y-mt-1 y-sm y-muted">{r.title}</p>
      <p className="y-m0 y-mt-1 y-sm y-muted">
        <Trans>
          税号 <span className={s.id}>{r.taxNumber}</span>
        </Trans>
      </p>
      <p className="y-m0 y-mt-1 y-sm y-muted">
        <Trans>
          {r.fileName} · 提交于 {submitted}
        </Trans>
      </p>
      {r.reason && (
        <p className="y-m0 y-mt-1 y-sm y-text-danger">
          <Trans>退回原因：{r.reason}</Trans>{' '}
          <Link to={link(sub, 'invoice_upload', { payoutId: String(r.payoutId) })}>
            <Trans>重新上传</Trans>
          </Link>
        </p>
      )}
    </li>
  );
}
