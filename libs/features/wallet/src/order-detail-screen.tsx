import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useParams } from 'react-router';
import { link } from '@yoga/platform';
import type { WalletIncome } from '@yoga/contract';
import { cx, Facts, InfoRow, Page, PageShell, QueryState, Skeleton, useSubApp } from '@yoga/ui';
import { useIncomeDetail } from './api/wallet';
import { formatDate, formatDateTime, formatMonth, formatMoney, parseId } from '@yoga/format';
import { incomeKindLabels, incomeStateLabels } from './labels';
import { badgeClass } from './money-rows';
import s from './wallet.module.css';

/** The facts of one income: the student's purchase and the commission, or the reward's month. */
function IncomeFacts({ d }: { d: WalletIncome }) {
  const { t, i18n } = useLingui();
  const settle = d.state === 'settled' ? t`结算时间` : t`预计结算`;
  if (d.kind === 'study_reward')
    return (
      <Facts>
        <InfoRow k={t`奖励类型`}>{i18n._(incomeKindLabels.study_reward)}</InfoRow>
        <InfoRow k={t`奖励月份`}>{formatMonth(d.title)}</InfoRow>
        <InfoRow k={settle}>{formatDateTime(d.settleAt)}</InfoRow>
      </Facts>
    );
  return (
    <Facts>
      <InfoRow k={t`课程名称`}>{d.title}</InfoRow>
      <InfoRow k={t`购买学员`}>{d.buyer}</InfoRow>
      <InfoRow k={t`订单编号`}>{d.orderNo}</InfoRow>
      <InfoRow k={t`实付金额`}>{formatMoney(d.paidAmount)}</InfoRow>
      <InfoRow k={t`分佣比例`}>{d.commissionRate}%</InfoRow>
      <InfoRow k={t`下单时间`}>{formatDateTime(d.createdAt)}</InfoRow>
      <InfoRow k={settle}>{formatDate(d.settleAt)}</InfoRow>
    </Facts>
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
      <Page>
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
              <section
                className={cx('y-card y-col y-align-center y-center y-gap-2', s.hero)}
                data-testid="income-detail"
              >
                <p className="y-m0 y-md y-normal">{d.kind === 'commission' ? t`分佣收益` : t`奖励金额`}</p>
                <p className={cx('y-m0 y-num', s.heroBig)}>{formatMoney(d.amount, { sign: true })}</p>
                <p className={cx(badgeClass(d.state), 'y-m0')} data-state={d.state}>
                  {i18n._(incomeStateLabels[d.state])}
                </p>
              </section>
              <IncomeFacts d={d} />
              <p className={cx('y-m0 y-muted y-sm', s.note, s.pad)}>
                {d.state === 'pending' ? (
                  <Trans>课程无法退款后结算到可提现余额；学员退款时该笔收益取消。</Trans>
                ) : (
                  <Trans>已结算到可提现余额，可随时提现到微信零钱。</Trans>
                )}
              </p>
            </>
          )}
        </QueryState>
      </Page>
    </PageShell>
  );
}
