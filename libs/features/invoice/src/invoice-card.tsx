import { Trans } from '@lingui/react/macro';
import type { Invoice } from '@yoga/contract';
import { formatDateTime, formatMoney } from '@yoga/format';
import { Badge, Card } from '@yoga/ui';
import s from './invoice.module.css';

/** One request in the record: what it is for, its status and, once issued, the PDF. */
export function InvoiceCard({ invoice: i }: { invoice: Invoice }) {
  const count = i.orders.length;
  const amount = formatMoney(i.amount);
  const created = formatDateTime(i.createdAt);
  const email = i.email;
  return (
    <Card as="li" data-testid={`invoice-${i.id}`}>
      <div className={s.head}>
        <h2>{i.title}</h2>
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
      <p className={s.meta}>
        {i.titleType === 'company' ? <Trans>企业</Trans> : <Trans>个人</Trans>}
        {' · '}
        <Trans>电子普通发票</Trans>
      </p>
      <dl className={s.facts}>
        <dt>
          <Trans>开票金额</Trans>
        </dt>
        <dd className={s.amount}>{amount}</dd>
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
            <dd className={s.mono}>{i.taxNo}</dd>
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
            <dd className={s.mono}>{i.invoiceNo}</dd>
          </>
        )}
      </dl>
      {i.status === 'issued' ? (
        <div className={s.foot}>
          <p className={s.meta}>
            <Trans>已发送至邮箱 {email}</Trans>
          </p>
          {i.downloadUrl && (
            <a
              className={`y-btn y-btn-ghost ${s.download}`}
              href={i.downloadUrl}
              target="_blank"
              rel="noopener"
            >
              <Trans>下载发票</Trans>
            </a>
          )}
        </div>
      ) : i.status === 'voided' ? (
        <p className={`${s.meta} ${s.foot}`}>
          <Trans>订单已退款，此发票已作废</Trans>
        </p>
      ) : (
        <p className={`${s.meta} ${s.foot}`}>
          <Trans>正在开具，通常几分钟内完成，开具后将发送至邮箱 {email}</Trans>
        </p>
      )}
    </Card>
  );
}
