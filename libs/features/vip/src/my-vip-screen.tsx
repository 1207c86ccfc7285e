import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import type { VipCard } from '@yoga/contract';
import { confirmDialog, EmptyState, Page, PageShell, QueryState, showToast, useSubApp } from '@yoga/ui';
import { link } from '@yoga/platform';
import { useActivateCard, useVipCards } from '@yoga/data-access-vip-cards';
import { useVipPlans } from './api/vip-plans';
import { MembershipSummary } from './membership-summary';
import { Benefits } from './plan-cards';
import { VipCardItem } from './vip-card-item';

/** The signed-in user's VIP cards, running ones first; a card waiting to start is activated here. */
export default function MyVipScreen() {
  const { t } = useLingui();
  const sub = useSubApp();
  const cards = useVipCards(sub.id);
  // The benefits come with the plans; the cards show without waiting for them.
  const plans = useVipPlans(sub.id, 'member');
  const activate = useActivateCard(sub.id);
  const ask = async (card: VipCard) => {
    const days = card.days;
    const sure = await confirmDialog({
      title: t`激活会员卡`,
      message: t`激活后立即生效，有效期 ${days} 天。确定激活吗？`,
      ok: t`确定激活`,
      cancel: t`再想想`,
    });
    // The server's refusal (a card already running) is toasted by the request layer.
    if (sure) activate.mutate(card.id, { onSuccess: () => void showToast(t`激活成功`, { icon: 'success' }) });
  };
  const memberPlans = plans.data?.plans ?? [];
  const shown = memberPlans.find((p) => p.recommended) ?? memberPlans[0];
  const empty = (
    <>
      <EmptyState
        title={<Trans>还没有会员卡</Trans>}
        description={<Trans>开通会员，畅享全部直播课与回放</Trans>}
        action={
          <Link className="y-btn" to={link(sub, 'vip_pay')}>
            <Trans>去开通</Trans>
          </Link>
        }
      />
      {/* What joining gives, so the empty page says why one would. */}
      {shown && <Benefits items={shown.benefits} title={t`会员权益`} />}
    </>
  );
  return (
    <PageShell>
      <Page>
        <QueryState
          query={cards}
          skeleton={{ shape: 'detail', hero: 'band', lines: 2, className: 'y-sk-nobar' }}
          isEmpty={(d) => d.list.length === 0}
          empty={empty}
        >
          {(d) => (
            <>
              <MembershipSummary sub={sub} cards={d.list} plans={memberPlans} />
              <h2 className="y-section-title">
                <Trans>我的会员卡</Trans>
              </h2>
              <ul className="y-plain y-col y-gap-3" data-testid="vip-cards">
                {d.list.map((c) => (
                  <VipCardItem
                    key={c.id}
                    card={c}
                    onActivate={(x) => void ask(x)}
                    busy={activate.isPending}
                  />
                ))}
              </ul>
            </>
          )}
        </QueryState>
      </Page>
    </PageShell>
  );
}
