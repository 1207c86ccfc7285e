import { Trans, useLingui } from '@lingui/react/macro';
import { Page, PageShell, QueryState, useSubApp } from '@yoga/ui';
import { useVipPlans } from './api/vip-plans';
import { Benefits } from './plan-cards';
import { PlanPurchase } from './plan-purchase';

/** The diet-plan membership: what it includes, then its plans, bought like any VIP card. */
export default function RecipeVipScreen() {
  const { t } = useLingui();
  const sub = useSubApp();
  const plans = useVipPlans(sub.id, 'recipe');
  return (
    <PageShell>
      <Page>
        <QueryState query={plans}>
          {(d) => (
            <>
              <section className="y-card y-card-tint">
                <h2 className="y-m0 y-xl">
                  <Trans>吃对每一餐</Trans>
                </h2>
                <p className="y-m0 y-mt-1 y-muted">
                  <Trans>营养师为你定制每周食谱，配合练习更有效。</Trans>
                </p>
              </section>
              <Benefits items={d.includes} title={t`食谱会员包含`} />
              <PlanPurchase plans={d.plans} />
            </>
          )}
        </QueryState>
      </Page>
    </PageShell>
  );
}
