import { useLocation, useNavigate } from 'react-router';
import type { Order } from '@yoga/contract';
import { link } from '@yoga/platform';
import { loginPathFor } from '@yoga/session';
import { isSignedIn, useSubApp } from '@yoga/ui';

/**
 * Buying, the same way from every VIP screen: signed out, to the sub-app's login, which brings the
 * user back to this very address (plan and agreement are in it); signed in, the order is made and
 * the cashier takes over. Failures are toasted by the request layer (a 403 also goes to login).
 */
export function useCheckout<B>(
  order: { mutate: (body: B, o: { onSuccess: (o: Order) => void; onError?: (e: Error) => void }) => void },
  /** For a screen whose order call does not toast: how its failures are answered. */
  onError?: (e: Error) => void,
) {
  const sub = useSubApp();
  const location = useLocation();
  const navigate = useNavigate();
  return (body: B) => {
    if (!isSignedIn(sub)) {
      navigate(loginPathFor(location)!);
      return;
    }
    order.mutate(body, {
      onSuccess: (o) => navigate(link(sub, 'app/pay_info', { orderNo: o.orderNo })),
      onError,
    });
  };
}
