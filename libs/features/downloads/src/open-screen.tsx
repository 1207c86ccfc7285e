import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { OPEN_APP_FALLBACK_MS } from '@yoga/contract/codes';
import { link } from '@yoga/platform';
import { PageShell, QueryState, useRouteQuery, useSubApp, cx } from '@yoga/ui';
import { useAppRelease } from './api/downloads-api';
import { hostInfo } from './host-info';
import s from './downloads.module.css';

/** Only an in-app path is handed to the app: anything else opens the app's home. */
const safePath = (raw: string | null) =>
  raw && /^\/[\w\-/.?=&%]*$/.test(raw) && !raw.startsWith('//') ? raw : '/';

/**
 * Tries the app's deep link; when the page is still visible after the timeout (the app is not
 * installed, or the host blocked the scheme) it moves on to the download page.
 */
export default function OpenScreen() {
  const { t } = useLingui();
  const sub = useSubApp();
  const navigate = useNavigate();
  const path = safePath(useRouteQuery('open').path);
  const release = useAppRelease(sub.id, 'release');
  const host = useMemo(hostInfo, []);
  const [failed, setFailed] = useState(false);
  const scheme = release.data?.scheme;
  const appName = release.data?.appName ?? '';
  const deepLink = scheme ? `${scheme}://open?path=${encodeURIComponent(path)}` : null;
  const download = sub.id === 'slim' ? link(sub, 'download') : null;
  useEffect(() => {
    if (!deepLink) return;
    // The chat browser swallows custom schemes: straight to the page that explains what to do.
    if (host.host !== 'browser') {
      setFailed(true);
      return;
    }
    window.location.href = deepLink;
    const timer = window.setTimeout(() => {
      if (document.visibilityState === 'visible') {
        setFailed(true);
        if (download) navigate(download, { replace: true });
      }
    }, OPEN_APP_FALLBACK_MS);
    return () => window.clearTimeout(timer);
  }, [deepLink, host.host, download, navigate]);
  return (
    <PageShell>
      <QueryState query={release} skeleton="detail" errorMessage={t`加载失败，请重试`}>
        {(r) => (
          <section className={cx('y-col y-gap-3 y-center', s.dl)} data-testid="open-app">
            <h2 className="y-m0 y-xl y-break">
              {failed ? <Trans>没有打开 {appName}？</Trans> : <Trans>正在打开 {appName}…</Trans>}
            </h2>
            {deepLink && (
              <a className={cx('y-btn', s.store)} href={deepLink}>
                <Trans>打开 App</Trans>
              </a>
            )}
            {failed && (
              <>
                <p className="y-m0 y-sm y-muted y-break">
                  <Trans>还没有安装 App？下载后即可继续</Trans>
                </p>
                {host.os !== 'android' && (
                  <a className={cx('y-btn y-btn-ghost', s.store)} href={r.ios.url} rel="noopener noreferrer">
                    <Trans>App Store 下载</Trans>
                  </a>
                )}
                {host.os !== 'ios' && (
                  <a
                    className={cx('y-btn y-btn-ghost', s.store)}
                    href={r.android.url}
                    rel="noopener noreferrer"
                  >
                    <Trans>安卓版下载</Trans>
                  </a>
                )}
              </>
            )}
          </section>
        )}
      </QueryState>
    </PageShell>
  );
}
