import { Trans } from '@lingui/react/macro';
import type { Invoice } from '@yoga/contract';
import { formatDateTime, formatMoney } from '@yoga/format';

/** One request in the record: what it is for, its status and, once issued, the PDF. */
export function InvoiceCard({ invoice: i }: { invoice: Invoice }) {
  const count = i.orders.length;
  const amount = formatMoney(i.amount);
  const created = formatDateTime(i.createdAt);
  const email = i.email;
  return (
    <li className="iv-card iv-record" data-testid={`invoice-${i.id}`}>
      <div className="iv-record-head">
        <h2 className="iv-record-title">{i.title}</h2>
        {i.status === 'issued' ? (
          <span className="iv-badge iv-badge-issued">
            <Trans>已开票</Trans>
          </span>
        ) : i.status === 'voided' ? (
          <span className="iv-badge iv-badge-pending">
            <Trans>已作废</Trans>
          </span>
        ) : (
          <span className="iv-badge iv-badge-pending">
            <Trans>开票中</Trans>
          </span>
        )}
      </div>
      <p className="iv-record-meta">
        {i.titleType === 'company' ? <Trans>企业</Trans> : <Trans>个人</Trans>}
        {' · '}
        <Trans>电子普通发票</Trans>
      </p>
      <dl className="iv-record-facts">
        <dt>
          <Trans>开票金额</Trans>
        </dt>
        <dd className="iv-amount">{amount}</dd>
        <dt>
          <Trans>订单</Trans>
        </dt>
        <dd>
          <Trans>{count} 笔</Trans>
        </dd>
        {i.taxNo && (
          <>
            <dt>
              <Trans>税号</Trans>
            </dt>
            <dd className="iv-mono">{i.taxNo}</dd>
          </>
        )}
        <dt>
          <Trans>申请时间</Trans>
        </dt>
        <dd>{created}</dd>
        {i.issuedAt && (
          <>
            <dt>
              <Trans>开票时间</Trans>
            </dt>
            <dd>{formatDateTime(i.issuedAt)}</dd>
          </>
        )}
        {i.invoiceNo && (
          <>
            <dt>
              <Trans>发票号码</Trans>
            </dt>
            <dd className="iv-mono">{i.invoiceNo}</dd>
          </>
        )}
      </dl>
      {i.status === 'issued' ? (
        <div className="iv-record-foot">
          <p className="iv-hint">
            <Trans>已发送至邮箱 {email}</Trans>
          </p>
          {i.downloadUrl && (
            <a className="y-btn y-btn-ghost iv-download" href={i.downloadUrl} target="_blank" rel="noopener">
              <Trans>下载发票</Trans>
            </a>
          )}
        </div>
      ) : i.status === 'voided' ? (
        <p className="iv-hint iv-record-foot">
          <Trans>订单已退款，此发票已作废</Trans>
        </p>
      ) : (
        <p className="iv-hint iv-record-foot">
          <Trans>正在开具，通常几分钟内完成，开具后将发送至邮箱 {email}</Trans>
        </p>
      )}
    </li>
  );
}
