import { useEffect, useRef, useState } from 'react';
import { Trans } from '@lingui/react/macro';
import { Link, useLocation, useNavigate } from 'react-router';
import { chatOAuthConfig, startChatOAuth, takeOAuthCode } from '@yoga/chat-sdk';
import { appForPath, navigateAcrossApps } from '@yoga/platform';
import { defaultStore, readBrandValue, safeReturnPath, writeToken } from '@yoga/session';
import { ErrorState, PageShell, Skeleton, showToast, useRouteQuery, useSubApp } from '@yoga/ui';
import { useChatExchange } from './api/chat-exchange';
import s from './login.module.css';

/**
 * The chat-platform login of a sub-app (/onmat/wx_login, /suman/wx_h5_login, ...): off to the
 * platform's authorisation page, back with a one-time code, exchanged for this sub-app's token,
 * then on to the page the user came from.
 */
export default function ChatLoginScreen() {
  const loc = useLocation();
  const navigate = useNavigate();
  const subApp = useSubApp();
  const exchange = useChatExchange();
  const [failed, setFailed] = useState(false);
  const started = useRef(false);
  // suman's is wx_h5_login; every chat login route declares the same redirect.
  const redirect =
    useRouteQuery('wx_login').redirect ?? readBrandValue(subApp.brand, 'returnUrl', defaultStore());
  const phoneLogin = `${subApp.login}${redirect ? `?redirect=${encodeURIComponent(redirect)}` : ''}`;

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const arrived = new URLSearchParams(location.search).has('code');
    const code = takeOAuthCode();
    if (arrived && !code) {
      // A code this tab did not ask for (a link with someone else's code: login CSRF) or one
      // already used: never exchanged; the phone login is the way in.
      navigate(phoneLogin, { replace: true });
      return;
    }
    const chat = chatOAuthConfig();
    if (!code) {
      const here = new URL(location.href);
      here.searchParams.delete('code');
      const went = !!chat && startChatOAuth({ ...chat, redirectUri: here.toString() });
      if (!went) setFailed(true);
      return;
    }
    exchange.mutate(
      { subApp: subApp.id, code },
      {
        onSuccess: ({ token }) => {
          writeToken(subApp, token, defaultStore());
          void showToast('✓');
          const to = safeReturnPath(redirect, subApp, location.origin);
          navigateAcrossApps(to, appForPath(loc.pathname), (p, o) => navigate(p, o), { replace: true });
        },
        onError: () => setFailed(true),
      },
    );
  }, [exchange, loc.pathname, navigate, phoneLogin, redirect, subApp]);

  return (
    <PageShell>
      {failed ? (
        <ErrorState
          message={<Trans>微信授权没有完成。你可以重试，或使用手机号登录。</Trans>}
          onRetry={() => location.replace(location.pathname + location.search)}
        />
      ) : (
        <>
          <p style={{ textAlign: 'center', color: 'var(--y-text-2)' }}>
            <Trans>正在通过微信登录…</Trans>
          </p>
          <Skeleton lines={3} />
        </>
      )}
      <Link
        className={`y-row y-justify-center y-rounded y-surface y-text-brand y-bold ${s.alt}`}
        to={phoneLogin}
      >
        <Trans>使用手机号登录</Trans>
      </Link>
    </PageShell>
  );
}
