import { Trans } from '@lingui/react/macro';
import type { ProductDetail } from '@yoga/contract';
import { countdownParts, formatMoney, useCountdown } from '@yoga/format';
import { cx } from '@yoga/ui';
import { isDiscounted } from '../discount';
import css from './film.module.css';

/**
 * The limited-time price against the list price with a live countdown to promoEndsAt; once it has
 * ended (or there is no offer) the price is shown plainly, without the offer's framing.
 */
export function PromoPrice({ p, price }: { p: ProductDetail; price: number }) {
  // Milliseconds left, never below 0 (null without an offer end).
  const { left } = useCountdown(p.promoEndsAt);
  const live = left !== null && left > 0 && isDiscounted(price, p.originalPrice);
  if (!live)
    return (
      <div className={cx('y-row y-align-baseline y-between y-surface y-text-danger', css.price)}>
        <strong>{formatMoney(price)}</strong>
        {left === 0 && (
          <span className="y-muted y-sm">
            <Trans>限时优惠已结束</Trans>
          </span>
        )}
      </div>
    );
  const { days, clock } = countdownParts(left);
  return (
    <div className={cx(css.price, css.live)}>
      <div>
        <span className={cx('y-surface y-text-danger y-xs y-bold', css.tag)}>
          <Trans>限时价</Trans>
        </span>
        <strong>{formatMoney(price)}</strong>
        <del className="y-md">
          <span className="y-vh">
            <Trans>原价</Trans>
          </span>
          {formatMoney(p.originalPrice)}
        </del>
      </div>
      <p className="y-m0 y-mt-2 y-md" role="timer">
        <Trans>距结束</Trans>{' '}
        {days > 0 && (
          <span className={css.days}>
            <Trans>{days} 天</Trans>
          </span>
        )}
        <time className={cx('y-num y-bold', css.clock)}>{clock}</time>
      </p>
    </div>
  );
}
