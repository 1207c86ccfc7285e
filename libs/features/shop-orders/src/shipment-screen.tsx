import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useLocation, useParams } from 'react-router';
import { defaultStore, loginPathFor, readToken } from '@yoga/session';
import { PageShell, QueryState, Skeleton, StateView, useHome, useSubApp } from '@yoga/ui';
import { isShipmentMissing, useShipment } from './api/shipment';
import { ShipmentBody } from './shipment-body';
import { links } from './status';
import './shop-orders.css';
import './shipment.css';

/** Only the whole positive numbers a post order id can be; anything else is a broken link. */
const idOf = (v: string | undefined) => (v && /^\d{1,9}$/.test(v) && Number(v) > 0 ? Number(v) : null);

/**
 * post_order_info/:postOrderId: the route is open (a shared link), the shipment is the caller's
 * own, so a signed-out visitor is asked to sign in and comes back here.
 */
export default function ShipmentScreen() {
  const { t } = useLingui();
  const loc = useLocation();
  const sub = useSubApp();
  const id = idOf(useParams().postOrderId);
  const home = useHome();
  const signedIn = !!readToken(sub, defaultStore());
  const shipment = useShipment(sub.id, id ?? 0, signedIn && id !== null);
  // Slim has no purchase record of its own: its way on is the home page.
  const hasRecord = sub.id === 'onmat' || sub.id === 'phala';
  const back = hasRecord ? (
    <Link className="y-btn" to={links.record(sub)}>
      <Trans>查看购买记录</Trans>
    </Link>
  ) : (
    <a className="y-btn" href={home.href} onClick={(e) => (e.preventDefault(), home.go())}>
      <Trans>返回首页</Trans>
    </a>
  );
  let body;
  if (!signedIn)
    body = (
      <StateView
        title={<Trans>登录后查看物流</Trans>}
        description={<Trans>物流信息只对下单人可见</Trans>}
        action={
          <Link className="y-btn" to={loginPathFor(loc)!}>
            <Trans>去登录</Trans>
          </Link>
        }
      />
    );
  else if (id === null || isShipmentMissing(shipment.error))
    body = (
      <StateView
        illustration="not-found"
        title={<Trans>没有找到这个物流单</Trans>}
        description={<Trans>链接可能有误，或这不是你的订单</Trans>}
        action={back}
      />
    );
  else
    body = (
      <QueryState query={shipment} loading={<Skeleton lines={10} />} errorMessage={t`物流加载失败，请重试`}>
        {(s) => <ShipmentBody shipment={s} />}
      </QueryState>
    );
  return <PageShell>{body}</PageShell>;
}
