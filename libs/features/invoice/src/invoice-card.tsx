import { Trans } from '@lingui/react/macro';
import type { Invoice } from '@yoga/contract';
import { formatDateTime, formatMoney } from '@yoga/format';
import { Badge, Card, cx } from '@yoga/ui';
import s from './invoice.module.css';

/** One request in the record: what it is for, its status and, once issued, the PDF. */
export function InvoiceCard({ invoice: i }: { invoice: Invoice }) {
  const count = i.orders.length;
  const amount = formatMoney(i.amount);
  const created = formatDateTime(i.createdAt);
  const email = i.email;
  return (
    <Card as="li" data-testid={`invoice-${i.id}`}>
      <div className="y-row y-gap-2">
        <h2 className="y-grow y-m0 y-lg">{i.title}</h2>
        {i.status === 'issued' ? (
          <Badge tone="muted">
            <Trans>已开票</Trans>
          </Badge>
        ) : i.status === 'voided' ? (
          <Badge>
            <Trans>已作废</Trans>
          </Badge>
        ) : (
          <Badge>
            <Trans>开票中</Trans>
          </Badge>
        )}
      </div>
      <p className="y-xs y-faint y-num">
        {i.titleType === 'company' ? <Trans>企业</Trans> : <Trans>个人</Trans>}
        {' · '}
        <Trans>电子普通发票</Trans>
      </p>
      <dl className={cx('y-m0 y-mt-2 y-sm', s.facts)}>
        <dt className="y-muted">
          <Trans>开票金额</Trans>
        </dt>
        <dd className="y-m0 y-right y-num y-bold">{amount}</dd>
        <dt className="y-muted">
          <Trans>订单</Trans>
        </dt>
        <dd className="y-m0 y-right">
          <Trans>{count} 笔</Trans>
        </dd>
        {i.taxNo && (
          <>
            <dt className="y-muted">
              <Trans>税号</Trans>
            </dt>
            <dd className="y-m0 y-right y-num">{i.taxNo}</dd>
          </>
        )}
        <dt className="y-muted">
          <Trans>申请时间</Trans>
        </dt>
        <dd className="y-m0 y-right">{created}</dd>
        {i.issuedAt && (
          <>
            <dt className="y-muted">
              <Trans>开票时间</Trans>
            </dt>
            <dd className="y-m0 y-right">{formatDateTime(i.issuedAt)}</dd>
          </>
        )}
        {i.invoiceNo && (
          <>
            <dt className="y-muted">
              <Trans>发票号码</Trans>
            </dt>
            <dd className="y-m0 y-right y-num">{i.invoiceNo}</dd>
          </>
        )}
      </dl>
      {i.status === 'issued' ? (
        <div className={cx('y-row y-gap-2 y-m0 y-mt-3', s.foot)}>
          <p className="y-grow y-m0 y-xs y-faint y-num">
            <Trans>已发送至邮箱 {email}</Trans>
          </p>
          {i.downloadUrl && (
            <a
              className={cx('y-btn y-btn-ghost y-fixed y-md', s.download)}
              href={i.downloadUrl}
              target="_blank"
              rel="noopener"
            >
              <Trans>下载发票</Trans>
            </a>
          )}
        </div>
      ) : i.status === 'voided' ? (
        <p className={cx('y-row y-gap-2 y-m0 y-mt-3 y-xs y-faint y-num', s.foot)}>
          <Trans>订单已退款，此发票已作废</Trans>
        </p>
      ) : (
        <p className={cx('y-row y-gap-2 y-m0 y-mt-3 y-xs y-faint y-num', s.foot)}>
          <Trans>正在开具，通常几分钟内完成，开具后将发送至邮箱 {email}</Trans>
        </p>
      )}
    </Card>
  );
}
