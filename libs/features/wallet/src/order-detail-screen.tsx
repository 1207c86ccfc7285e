import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useParams } from 'react-router';
import { link } from '@yoga/platform';
import type { WalletIncome } from '@yoga/contract';
import { PageShell, QueryState, Skeleton, useSubApp } from '@yoga/ui';
import { useIncomeDetail } from './api/wallet';
import { formatDate, formatDateTime, formatMonth, formatMoney, parseId } from '@yoga/format';
import { incomeKindLabels, incomeStateLabels } from './labels';
import './wallet.css';

/** The facts of one income: the student's purchase and the commission, or the reward's month. */
function Facts({ d }: { d: WalletIncome }) {
  const { t, i18n } = useLingui();
  const settle = d.state === 'settled' ? t`结算时间` : t`预计结算`;
  if (d.kind === 'study_reward')
    return (
      <dl className="wl-kv">
        <dt>{t`奖励类型`}</dt>
        <dd>{i18n._(incomeKindLabels.study_reward)}</dd>
        <dt>{t`奖励月份`}</dt>
        <dd>{formatMonth(d.title)}</dd>
        <dt>{settle}</dt>
        <dd>{formatDateTime(d.settleAt)}</dd>
      </dl>
    );
  return (
    <dl className="wl-kv">
      <dt>{t`课程名称`}</dt>
      <dd>{d.title}</dd>
      <dt>{t`购买学员`}</dt>
      <dd>{d.buyer}</dd>
      <dt>{t`订单编号`}</dt>
      <dd>{d.orderNo}</dd>
      <dt>{t`实付金额`}</dt>
      <dd>{formatMoney(d.paidAmount)}</dd>
      <dt>{t`分佣比例`}</dt>
      <dd>{d.commissionRate}%</dd>
      <dt>{t`下单时间`}</dt>
      <dd>{formatDateTime(d.createdAt)}</dd>
      <dt>{settle}</dt>
      <dd>{formatDate(d.settleAt)}</dd>
    </dl>
  );
}

/** One income of the wallet and the order behind it. */
export default function OrderDetailScreen() {
  const { t, i18n } = useLingui();
  const sub = useSubApp();
  const id = parseId(useParams().id);
  const income = useIncomeDetail(sub.id, id ?? 0, id !== null);
  return (
    <PageShell>
      <div className="wl">
        <QueryState
          query={income}
          notFound={id === null}
          notFoundTitle={<Trans>收益记录不存在</Trans>}
          notFoundAction={
            <Link className="y-btn" to={link(sub, 'wallet_record')}>
              <Trans>返回我的钱包</Trans>
            </Link>
          }
          loading={<Skeleton lines={6} />}
        >
          {(d) => (
            <>
              <section className="wl-hero wl-hero-center" data-testid="income-detail">
                <p className="wl-hero-label">{d.kind === 'commission' ? t`分佣收益` : t`奖励金额`}</p>
                <p className="wl-hero-big">{formatMoney(d.amount, { sign: true })}</p>
                <p className={`wl-badge wl-badge-${d.state}`}>{i18n._(incomeStateLabels[d.state])}</p>
              </section>
              <section className="wl-card">
                <Facts d={d} />
              </section>
              <p className="wl-muted wl-pad">
                {d.state === 'pending' ? (
                  <Trans>课程无法退款后结算到可提现余额；学员退款时该笔收益取消。</Trans>
                ) : (
                  <Trans>已结算到可提现余额，可随时提现到微信零钱。</Trans>
                )}
              </p>
            </>
          )}
        </QueryState>
      </div>
    </PageShell>
  );
}
