import { Trans, useLingui } from '@lingui/react/macro';
import type { VipPlan } from '@yoga/contract';
import { EmptyState, showToast, useSubApp } from '@yoga/ui';
import { AgreeBuyBar } from './agree-check';
import { useVipOrder } from './api/vip-order';
import { formatMoney } from '@yoga/format';
import { agreementPath } from './links';
import { Benefits, PlanCards } from './plan-cards';
import { useCheckout } from './use-checkout';
import { useUrlState } from './url-state';

/** The chosen plan: the query's (`?plan=week`), else the recommended one, else the first. */
export const choose = (plans: VipPlan[], period: string | null) =>
  plans.find((p) => p.period === period) ?? plans.find((p) => p.recommended) ?? plans[0];

/**
 * Plans, benefits, the agreement and Buy: the part vip_pay, vip_share and recipe_vip share. A coach's
 * invitation passes `teacherId`, so the server prices the order and records the coach on it.
 */
export function PlanPurchase({ plans, teacherId }: { plans: VipPlan[]; teacherId?: number }) {
  const { t } = useLingui();
  const sub = useSubApp();
  const [period, setPeriod] = useUrlState('plan');
  const [agreed, setAgreed] = useUrlState('agree');
  const order = useVipOrder(sub.id);
  const checkout = useCheckout(order);
  const selected = choose(plans, period);
  if (!selected) return <EmptyState title={<Trans>暂无可开通的套餐</Trans>} />;
  const total = formatMoney(selected.price);
  const buy = () => {
    if (agreed !== '1') return void showToast(t`请先阅读并同意会员协议`);
    checkout({ planId: selected.id, teacherId, agree: true });
  };
  return (
    <>
      <PlanCards plans={plans} selected={selected} onSelect={(p) => setPeriod(p.period)} />
      <Benefits items={selected.benefits} title={t`会员权益`} />
      <AgreeBuyBar
        to={agreementPath(sub, 'vip')}
        agreed={agreed === '1'}
        onAgree={(v) => setAgreed(v ? '1' : null)}
        agreement={<Trans>《会员协议》</Trans>}
        pending={order.isPending}
        onBuy={buy}
        label={t`立即开通 ${total}`}
      />
    </>
  );
}
