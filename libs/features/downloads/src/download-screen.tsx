import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import type { AppBuild, AppRelease } from '@yoga/contract';
import { formatDate } from '@yoga/format';
import { isMiniProgram } from '@yoga/platform';
import { BrandLogo, CopyButton, PageShell, QueryState, useSubApp, cx } from '@yoga/ui';
import { useAppRelease } from './api/downloads-api';
import { hostInfo, type HostInfo } from './host-info';
import css from './downloads.module.css';

const megabytes = (bytes: number) => Math.round(bytes / 104_857.6) / 10;

function BuildCard({
  build,
  store,
  primary,
  tv,
}: {
  build: AppBuild;
  store: 'ios' | 'android';
  primary: boolean;
  tv: boolean;
}) {
  const mb = megabytes(build.size);
  const version = build.version;
  const day = formatDate(build.releasedAt);
  return (
    <section className={cx('y-card y-col y-gap-2', css.start)} data-testid={`dl-build-${store}`}>
      <a
        className={cx('y-btn', !primary && 'y-btn-ghost', css.store)}
        href={build.url}
        rel="noopener noreferrer"
        data-testid={`dl-${store}`}
      >
        {tv ? (
          store === 'ios' ? (
            <Trans>Apple TV 版下载</Trans>
          ) : (
            <Trans>安卓电视 / 盒子版下载</Trans>
          )
        ) : store === 'ios' ? (
          <Trans>App Store 下载</Trans>
        ) : (
          <Trans>安卓版下载</Trans>
        )}
      </a>
      <p className="y-m0 y-sm y-muted y-break">
        <Trans>
          版本 {version} · {mb} MB · {day} 发布
        </Trans>
      </p>
      <ul className={cx('y-m0 y-md', css.notes)}>
        {build.notes.map((n) => (
          <li key={n}>{n}</li>
        ))}
      </ul>
    </section>
  );
}

/** The chat app's browser cannot install apps: an overlay that points at its top-right menu. */
function OpenInBrowserOverlay() {
  return (
    <div
      className={css.overlay}
      role="dialog"
      aria-modal="false"
      aria-labelledby="dl-overlay-title"
      data-testid="dl-overlay"
    >
      <span className={css.arrow} aria-hidden="true">
        ↗
      </span>
      <p id="dl-overlay-title" className={css.overlayTitle}>
        <Trans>点击右上角「···」</Trans>
      </p>
      <p>
        <Trans>选择「在浏览器打开」，即可下载 App</Trans>
      </p>
    </div>
  );
}

function DownloadBody({ release, host }: { release: AppRelease; host: HostInfo }) {
  const { t } = useLingui();
  const sub = useSubApp();
  const appName = release.appName;
  const tv = release.channel === 'tv';
  const order: ('ios' | 'android')[] = host.os === 'android' || tv ? ['android', 'ios'] : ['ios', 'android'];
  // On a phone only its own store is offered; elsewhere (a computer) both. A TV build is for the
  // TV, whatever this phone is: both, Android TV (most TVs and boxes here) first.
  const shown = host.os === 'other' || tv ? order : order.slice(0, 1);
  return (
    <div className={cx('y-col y-gap-3 y-center', css.dl)}>
      <header className="y-col y-align-center y-gap-2">
        <BrandLogo brand={sub.brand} size={64} title={appName} />
        <h2 className="y-m0 y-xl y-break">{appName}</h2>
        {release.channel === 'test' && (
          <span className="y-pill">
            <Trans>测试版</Trans>
          </span>
        )}
      </header>
      {isMiniProgram(host.host) ? (
        <section className={cx('y-card y-col y-gap-2', css.start)} data-testid="dl-mini">
          <p>
            <Trans>小程序内无法下载 App，请复制链接后在手机浏览器中打开</Trans>
          </p>
          <p className="y-row y-gap-2 y-xs y-break">
            <span className="y-grow">{location.href}</span>{' '}
            <CopyButton value={location.href} label={t`复制下载页链接`} />
          </p>
        </section>
      ) : (
        <>
          {tv && (
            <p className="y-m0 y-sm y-muted y-break" data-testid="dl-tv-hint">
              <Trans>电视版装在电视或盒子上：在电视的应用市场搜索“{appName}”，或把安装包拷到U盘安装</Trans>
            </p>
          )}
          {shown.map((s, i) => (
            <BuildCard key={s} store={s} build={release[s]} primary={i === 0} tv={tv} />
          ))}
        </>
      )}
      {host.host === 'chat-browser' && <OpenInBrowserOverlay />}
    </div>
  );
}

/** The brand's app on the store of this phone (release, or the test channel's build), or its TV builds. */
export function DownloadPage({ channel }: { channel: AppRelease['channel'] }) {
  const { t } = useLingui();
  const sub = useSubApp();
  const release = useAppRelease(sub.id, channel);
  const host = useMemo(hostInfo, []);
  return (
    <PageShell>
      <QueryState query={release} skeleton="detail" errorMessage={t`加载失败，请重试`}>
        {(r) => <DownloadBody release={r} host={host} />}
      </QueryState>
    </PageShell>
  );
}

export default function DownloadScreen() {
  return <DownloadPage channel="release" />;
}
