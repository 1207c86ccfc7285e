import { useCallback, useEffect, useRef, useState } from 'react';
import { Trans } from '@lingui/react/macro';
import { useNavigate } from 'react-router';
import { ApiBusinessError } from '@yoga/api';
import { chatOAuthConfig, startChatOAuth, takeOAuthCode } from '@yoga/chat-sdk';
import { currentHostEnv, detectHost } from '@yoga/platform';
import { defaultStore, writeBrandValue } from '@yoga/session';
import { PageShell, StateView, useRouteQuery, useSubApp } from '@yoga/ui';
import { useOpenIdExchange } from './api/open-id';
import { openIdTarget } from './open-id-target';
import s from './open-id.module.css';

type Phase = 'working' | 'outside' | 'used' | 'network' | 'unavailable';

/**
 * beaticam's wx_open_id?redirect=: a silent (snsapi_base) trip to the chat platform for the user's
 * openId, kept under the brand's open-id key, then back to where the user came from (replacing this
 * page in history, so Back does not start another trip).
 */
export default function OpenIdScreen() {
  const navigate = useNavigate();
  const sub = useSubApp();
  const exchange = useOpenIdExchange();
  const [phase, setPhase] = useState<Phase>('working');
  const started = useRef(false);
  const target = openIdTarget(useRouteQuery('wx_open_id').redirect, sub, location.origin);
  const leave = useCallback(() => void navigate(target, { replace: true }), [navigate, target]);

  const authorise = useCallback((userInitiated: boolean) => {
    const chat = chatOAuthConfig();
    const here = new URL(location.href);
    here.searchParams.delete('code');
    here.searchParams.delete('state');
    const went =
      !!chat &&
      startChatOAuth({ ...chat, redirectUri: here.toString(), scope: 'snsapi_base', userInitiated });
    if (!went) setPhase('unavailable');
    else setPhase('working');
  }, []);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const arrived = new URLSearchParams(location.search).has('code');
    const code = takeOAuthCode();
    // A code this tab did not ask for, or one already used (a reload, a shared link): never exchanged.
    if (arrived && !code) return setPhase('used');
    if (!code) {
      if (detectHost(currentHostEnv()) !== 'chat-browser') return setPhase('outside');
      return authorise(false);
    }
    exchange.mutate(
      { subApp: sub.id, code },
      {
        onSuccess: ({ openId }) => {
          writeBrandValue(sub.brand, 'openId', openId, defaultStore());
          leave();
        },
        onError: (e) => setPhase(e instanceof ApiBusinessError ? 'used' : 'network'),
      },
    );
  }, [authorise, exchange, leave, sub]);

  // No title-bar back: behind this page is the platform's authorisation; 返回 below goes on instead.
  return (
    <PageShell back={false}>
      {phase === 'working' ? <Working /> : <Stopped phase={phase} retry={authorise} leave={leave} />}
    </PageShell>
  );
}

function Working() {
  return (
    <div className={`y-col y-align-center y-gap-4 y-muted ${s.working}`} role="status" aria-live="polite">
      <span className={s.spinner} aria-hidden="true" />
      <p>
        <Trans>正在获取授权…</Trans>
      </p>
    </div>
  );
}

function Stopped(p: {
  phase: Exclude<Phase, 'working'>;
  retry: (userInitiated: boolean) => void;
  leave: () => void;
}) {
  const outside = p.phase === 'outside';
  const description = {
    outside: <Trans>微信授权需要在微信中打开此页面。你也可以先继续浏览，购买时不受影响。</Trans>,
    used: <Trans>授权已失效或已被使用，请重新授权。</Trans>,
    network: <Trans>网络不稳定，授权没有完成，请重试。</Trans>,
    unavailable: <Trans>暂时无法发起微信授权，请稍后重试。</Trans>,
  }[p.phase];
  return (
    <StateView
      icon={outside ? '💬' : '⚠️'}
      title={outside ? <Trans>请在微信中打开</Trans> : <Trans>授权失败</Trans>}
      description={description}
      action={
        <div className="y-row y-gap-3 y-justify-center">
          {!outside && (
            <button type="button" className="y-btn" onClick={() => p.retry(true)}>
              <Trans>重试</Trans>
            </button>
          )}
          <button type="button" className={outside ? 'y-btn' : 'y-btn y-btn-ghost'} onClick={p.leave}>
            {outside ? <Trans>不授权，继续浏览</Trans> : <Trans>返回</Trans>}
          </button>
        </div>
      }
    />
  );
}
