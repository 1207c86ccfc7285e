import { Link, useLocation, useNavigate } from 'react-router';
import { Trans } from '@lingui/react/macro';
import { formatMoney } from '@yoga/format';
import { link } from '@yoga/platform';
import { loginPathFor } from '@yoga/session';
import { cx, useSubApp } from '@yoga/ui';
import { useOrderCourse } from './api/video-course';
import s from './slim-video.module.css';

export interface PurchaseOfferProps {
  courseId: number;
  price: number;
  signedIn: boolean;
  /** Over the dark player (the locked lesson) or on a card (the landing). */
  tone?: 'dark' | 'light';
}

/**
 * A locked lesson's offer: buy the course at the cashier (business/pay_info); paying unlocks every
 * lesson on the server. Signed out, the visitor signs in first and comes back here.
 */
export function PurchaseOffer({ courseId, price, signedIn, tone = 'light' }: PurchaseOfferProps) {
  const sub = useSubApp();
  const loc = useLocation();
  const navigate = useNavigate();
  const order = useOrderCourse(sub.id);
  const buy = () =>
    order.mutate(courseId, {
      onSuccess: (o) => void navigate(link(sub, 'business/pay_info', { orderNo: o.orderNo })),
    });
  return (
    <div
      className={cx(
        'y-col y-gap-3 y-pad-4 y-rounded y-surface',
        tone === 'dark' && `y-justify-center y-align-center y-center ${s.offerDark}`,
      )}
      role="region"
      aria-labelledby="sv-offer-title"
      data-testid="purchase-offer"
    >
      <h2 id="sv-offer-title" className="y-m0 y-lg y-break">
        <Trans>购买课程后解锁全部课时</Trans>
      </h2>
      <div className="y-row y-wrap y-gap-2">
        {signedIn ? (
          <button type="button" className="y-btn" disabled={order.isPending} onClick={buy}>
            <Trans>购买课程 {formatMoney(price)}</Trans>
          </button>
        ) : (
          <Link className="y-btn" to={loginPathFor(loc)!}>
            <Trans>登录后购买 {formatMoney(price)}</Trans>
          </Link>
        )}
      </div>
    </div>
  );
}
