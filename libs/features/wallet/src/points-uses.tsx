import { Trans, useLingui } from '@lingui/react/macro';
import { POINTS_MAX_SHARE, POINTS_PER_YUAN } from '@yoga/contract/codes';
import { formatMoney } from '@yoga/format';
import { cx } from '@yoga/ui';
import s from './wallet.module.css';

/**
 * What points are for and how they are earned: only what the product does (the stand-in enforces the
 * same rule from @yoga/contract/codes), in the UI language.
 */
export function PointsUses() {
  const { t } = useLingui();
  const yuan = formatMoney(100);
  const uses = [
    {
      title: t`抵扣课程和商城订单`,
      detail: t`下单时每 ${POINTS_PER_YUAN} 积分抵 ${yuan}，最多抵扣订单金额的 ${POINTS_MAX_SHARE}%`,
    },
  ];
  const earn = [{ title: t`购买课程和商城好物`, detail: t`实付每 ${yuan} 得 1 积分，支付成功后到账` }];
  return (
    <section className="y-card y-col y-gap-3" aria-labelledby="points-uses">
      <h2 id="points-uses" className="y-section-title">
        <Trans>积分能做什么</Trans>
      </h2>
      <ul className="y-plain y-col y-gap-3">
        {uses.map((u) => (
          <li key={u.title} className={cx('y-col y-gap-1', s.rule)}>
            <strong>{u.title}</strong>
            <span className={cx('y-muted y-sm', s.note)}>{u.detail}</span>
          </li>
        ))}
      </ul>
      <h3 className="y-m0 y-mt-1 y-md">
        <Trans>如何获得积分</Trans>
      </h3>
      <ul className="y-plain y-col y-gap-3">
        {earn.map((u) => (
          <li key={u.title} className={cx('y-col y-gap-1', s.rule)}>
            <strong>{u.title}</strong>
            <span className={cx('y-muted y-sm', s.note)}>{u.detail}</span>
          </li>
        ))}
      </ul>
      <p className={cx('y-m0 y-muted y-sm', s.note)}>
        <Trans>
          积分不可提现、不可转赠。订单取消或超时未支付，抵扣的积分退回；退款时退回抵扣的积分，并扣回该订单获得的积分（余额不足时扣至
          0）。
        </Trans>
      </p>
    </section>
  );
}
