import { useEffect, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { currentHostEnv, currentLanguage, detectHost, detectSubApp, isDesktop } from '@yoga/platform';
import { PageShell, useRouteTitle } from '@yoga/ui';

function useViewport() {
  const [size, setSize] = useState(() => ({ w: window.innerWidth, h: window.innerHeight }));
  useEffect(() => {
    const on = () => setSize({ w: window.innerWidth, h: window.innerHeight });
    window.addEventListener('resize', on);
    return () => window.removeEventListener('resize', on);
  }, []);
  return size;
}

/** Support asks users to open this page and read it out; every line is what the app itself detected. */
export default function DeviceInfo() {
  const { t } = useLingui();
  const { w, h } = useViewport();
  const env = currentHostEnv();
  const hosts = {
    browser: t`普通浏览器`,
    'chat-browser': t`聊天应用内置浏览器`,
    'chat-mini-program': t`聊天小程序`,
    'video-mini-program': t`短视频小程序`,
  };
  const from = sameOriginReferrer();
  const subApp = detectSubApp(from?.pathname ?? location.pathname, from?.hash ?? location.hash);
  const rows: [string, string][] = [
    [t`运行环境`, hosts[detectHost(env)] + (isDesktop(env) ? ` · ${t`桌面`}` : '')],
    [t`语言`, currentLanguage() === 'zh' ? '中文 (zh)' : 'English (en)'],
    [t`子应用`, subApp ? `${subApp.id} (${subApp.prefix})` : t`未识别`],
    [t`视口`, `${w} × ${h} @${window.devicePixelRatio}x`],
    [t`用户代理`, navigator.userAgent],
  ];
  return (
    <PageShell title={useRouteTitle()}>
      <ul className="y-list" data-testid="device-info">
        {rows.map(([k, v]) => (
          <li key={k}>
            <span className="y-k">{k}</span>
            <span className="y-v">{v}</span>
          </li>
        ))}
      </ul>
      <p style={{ color: 'var(--y-text-3)', fontSize: 13, marginTop: 12 }}>
        <Trans>子应用按来源页面识别；直接打开本页时为未识别。</Trans>
      </p>
    </PageShell>
  );
}

function sameOriginReferrer(): URL | null {
  try {
    const u = new URL(document.referrer);
    return u.origin === location.origin ? u : null;
  } catch {
    return null;
  }
}
