import { Trans, useLingui } from '@lingui/react/macro';

/** What points are for and how they are earned: fixed rules of the programme, in the UI language. */
export function PointsUses() {
  const { t } = useLingui();
  const uses = [
    { title: t`抵扣课程费用`, detail: t`下单时 100 积分抵 ¥1，最多抵扣订单金额的 20%` },
    { title: t`兑换周边好物`, detail: t`瑜伽袜、瑜伽砖等好物，在积分商城兑换` },
    { title: t`参与会员活动`, detail: t`部分打卡挑战与限时活动可用积分报名` },
  ];
  const earn = [
    { title: t`购买课程`, detail: t`实付每 ¥1 得 1 积分，支付成功后到账` },
    { title: t`每日签到`, detail: t`每天签到得 5 积分` },
  ];
  return (
    <section className="wl-card" aria-labelledby="points-uses">
      <h2 id="points-uses">
        <Trans>积分能做什么</Trans>
      </h2>
      <ul className="wl-rules">
        {uses.map((u) => (
          <li key={u.title}>
            <strong>{u.title}</strong>
            <span>{u.detail}</span>
          </li>
        ))}
      </ul>
      <h3>
        <Trans>如何获得积分</Trans>
      </h3>
      <ul className="wl-rules">
        {earn.map((u) => (
          <li key={u.title}>
            <strong>{u.title}</strong>
            <span>{u.detail}</span>
          </li>
        ))}
      </ul>
      <p className="wl-muted">
        <Trans>积分不可提现、不可转赠；退款时按订单扣回已获得的积分。</Trans>
      </p>
    </section>
  );
}
