import { Trans } from '@lingui/react/macro';
import type { DeletionStatus } from '@yoga/contract';
import { usePointsSummary } from '@yoga/data-access-points';
import { unexpiredCards, useVipCards } from '@yoga/data-access-vip-cards';
import type { SubAppId } from '@yoga/platform';

/** A count still loading (or refused) shows a dash, never a number of its own. */
const shown = (n: number | undefined) => (n === undefined ? '–' : n);

/**
 * What deleting takes away. The points balance and the membership cards are read through the same
 * queries the points page and my_vip show them with, so the three screens cannot disagree; the
 * server's summary gives what no other screen of this sub-app counts (orders, certificates).
 */
export function DeletionLosses({ status, subApp }: { status: DeletionStatus; subApp: SubAppId }) {
  const l = status.losses;
  const points = usePointsSummary(subApp).data?.balance;
  const cards = useVipCards(subApp).data;
  const cardCount = cards ? unexpiredCards(cards.list).length : undefined;
  return (
    <section className="y-section" aria-labelledby="ac-losses-title">
      <h2 className="y-section-title" id="ac-losses-title">
        <Trans>注销后，以下内容将无法找回</Trans>
      </h2>
      <ul className="y-grid-2 y-plain" data-testid="deletion-losses">
        <li className="y-card y-pad-3 y-col y-gap-1">
          <strong className="y-xl">{l.orders}</strong>
          <Trans>笔订单记录</Trans>
        </li>
        <li className="y-card y-pad-3 y-col y-gap-1" data-testid="deletion-points">
          <strong className="y-xl">{shown(points)}</strong>
          <Trans>积分余额</Trans>
        </li>
        <li className="y-card y-pad-3 y-col y-gap-1" data-testid="deletion-cards">
          <strong className="y-xl">{shown(cardCount)}</strong>
          <Trans>张未过期的会员卡</Trans>
        </li>
        <li className="y-card y-pad-3 y-col y-gap-1">
          <strong className="y-xl">{l.certificates}</strong>
          <Trans>本证书</Trans>
        </li>
      </ul>
    </section>
  );
}
