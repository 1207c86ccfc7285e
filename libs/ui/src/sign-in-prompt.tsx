import type { ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import { Link, useLocation } from 'react-router';
import { defaultStore, loginPathFor, readToken } from '@yoga/session';
import type { SubApp } from '@yoga/platform';
import { PageShell } from './page-shell';
import { StateView } from './states';
import { useSubApp } from './use-sub-app';

/** Whether the sub-app has a token (the route is open signed out: the page asks to sign in itself). */
export const isSignedIn = (sub: SubApp) => readToken(sub, defaultStore()) !== null;

/** Whether the sub-app serving this page has a token: the one sign-in check a screen makes. */
export const useSignedIn = () => isSignedIn(useSubApp());

/** A signed-out visitor on an open route: what the page needs, and the sub-app's login that comes back here. */
export function SignInPrompt({ title, children }: { title?: ReactNode; children: ReactNode }) {
  const location = useLocation();
  return (
    <StateView
      title={title ?? <Trans>请先登录</Trans>}
      description={children}
      action={
        <Link className="y-btn" to={loginPathFor(location)!}>
          <Trans>登录</Trans>
        </Link>
      }
    />
  );
}

/**
 * A whole page whose calls all need the sub-app's token, on a route open signed out: signed in, the
 * page; signed out, the prompt saying `why`, and no request that could only fail.
 */
export function SignInGate({
  why,
  title,
  pageTitle,
  children,
}: {
  why: ReactNode;
  /** The prompt's heading when "请先登录" says too little (what signing in is for). */
  title?: ReactNode;
  /** The nav bar's heading signed out, when the route's title names an outcome (复制成功) that did not happen. */
  pageTitle?: string;
  children: ReactNode;
}) {
  const sub = useSubApp();
  if (isSignedIn(sub)) return children;
  return (
    <PageShell title={pageTitle}>
      <SignInPrompt title={title}>{why}</SignInPrompt>
    </PageShell>
  );
}
