import type { ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import { useLocation, useNavigate } from 'react-router';
import { defaultStore, loginPathFor, readToken } from '@yoga/session';
import { StateView, useSubApp } from '@yoga/ui';

/**
 * The account routes open without a login (spec), but everything on them is the caller's own: signed
 * out, the screen asks to sign in and comes back here afterwards, instead of failing its first request.
 */
export function SignInGate({ children, title }: { children: ReactNode; title: ReactNode }) {
  const location = useLocation();
  const navigate = useNavigate();
  const sub = useSubApp();
  if (readToken(sub, defaultStore())) return <>{children}</>;
  return (
    <StateView
      title={title}
      action={
        <button type="button" className="y-btn" onClick={() => navigate(loginPathFor(location)!)}>
          <Trans>去登录</Trans>
        </button>
      }
    />
  );
}
