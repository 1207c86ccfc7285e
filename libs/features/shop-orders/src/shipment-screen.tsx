import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useParams } from 'react-router';
import { parseId } from '@yoga/format';
import { isSignedIn, PageShell, QueryState, SignInPrompt, useSubApp } from '@yoga/ui';
import { useShipment } from './api/shipment';
import { links } from './status';
import { RECORD_PREFIXES } from './record-prefixes';
import { ShipmentBody } from './shipment-body';

/**
 * post_order_info/:postOrderId: the route is open (a shared link), the shipment is the caller's
 * own, so a signed-out visitor is asked to sign in and comes back here.
 */
export default function ShipmentScreen() {
  const { t } = useLingui();
  const sub = useSubApp();
  // Anything but a whole positive number is a broken link: not found, never asked.
  const id = parseId(useParams().postOrderId);
  const signedIn = isSignedIn(sub);
  const shipment = useShipment(sub.id, id ?? 0, signedIn && id !== null);
  // The purchase record is only on the sub-apps that have one (slim shows shipments without it).
  const hasRecord = RECORD_PREFIXES.includes(sub.prefix);
  let body;
  if (!signedIn)
    body = (
      <SignInPrompt title={<Trans>登录后查看物流</Trans>}>
        <Trans>物流信息只对下单人可见</Trans>
      </SignInPrompt>
    );
  else
    body = (
      <QueryState
        query={shipment}
        notFound={id === null}
        notFoundTitle={<Trans>没有找到这个物流单</Trans>}
        notFoundAction={
          hasRecord && (
            <Link className="y-btn" to={links.record(sub)}>
              <Trans>查看购买记录</Trans>
            </Link>
          )
        }
        skeleton={{ shape: 'blocks', lines: 4 }}
        errorMessage={t`物流加载失败，请重试`}
      >
        {(s) => <ShipmentBody shipment={s} />}
      </QueryState>
    );
  return <PageShell>{body}</PageShell>;
}
