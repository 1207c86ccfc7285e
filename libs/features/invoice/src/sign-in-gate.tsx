import type { ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import { useLocation, useNavigate } from 'react-router';
import { defaultStore, loginPathFor, readToken } from '@yoga/session';
import { StateView, useSubApp } from '@yoga/ui';

/**
 * The invoice routes open without a login (spec), but every call needs a token: signed out, the
 * screen asks to sign in and comes back here afterwards, instead of failing its first request.
 */
export function SignInGate({ children }: { children: ReactNode }) {
  const location = useLocation();
  const navigate = useNavigate();
  const sub = useSubApp();
  if (readToken(sub, defaultStore())) return <>{children}</>;
  return (
    <StateView
      title={<Trans>登录后开具发票</Trans>}
      description={<Trans>登录后可为已支付的订单申请电子发票，并查看开票记录</Trans>}
      action={
        <button type="button" className="y-btn" onClick={() => navigate(loginPathFor(location)!)}>
          <Trans>去登录</Trans>
        </button>
      }
    />
  );
}
