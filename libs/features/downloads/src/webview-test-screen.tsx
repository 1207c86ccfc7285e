import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { buildId } from '@yoga/monitoring';
import { ActionBar, InfoRow, PageShell, showToast, copyText, cx } from '@yoga/ui';
import { bridgesPresent, hostInfo, storageWorks } from './host-info';
import s from './downloads.module.css';

/** The build this page came from: release and commit, as the monitoring lib reports them. */
const buildText = () => {
  const { version, commit } = buildId();
  return commit ? `${version} (${commit.slice(0, 12)})` : version;
};

/** webview_test: what a support engineer asks for when a page misbehaves in someone's web-view. */
export default function WebviewTestScreen() {
  const { t } = useLingui();
  const rows = useMemo(() => {
    const h = hostInfo();
    const hostName = {
      browser: t`手机浏览器`,
      'chat-browser': t`微信内置浏览器`,
      'chat-mini-program': t`微信小程序`,
      'video-mini-program': t`抖音小程序`,
    }[h.host];
    const osName = { ios: 'iOS', android: 'Android', other: t`其他` }[h.os];
    const yes = (ok: boolean) => (ok ? t`可用` : t`不可用`);
    const bridges = bridgesPresent();
    return [
      [t`运行环境`, hostName],
      [t`系统`, osName],
      [t`JS 桥`, bridges.length ? bridges.join(', ') : t`无`],
      ['localStorage', yes(storageWorks('localStorage'))],
      ['sessionStorage', yes(storageWorks('sessionStorage'))],
      ['Cookie', yes(navigator.cookieEnabled)],
      [t`语言`, `${navigator.language} (${document.documentElement.lang || '-'})`],
      [t`屏幕`, `${window.innerWidth}×${window.innerHeight} @${window.devicePixelRatio}x`],
      [t`页面版本`, buildText()],
      // Without its query: it can carry a login token.
      [t`页面地址`, location.origin + location.pathname],
      ['User-Agent', h.userAgent],
    ] as const;
  }, [t]);
  const copyAll = async () => {
    const ok = await copyText(rows.map(([k, v]) => `${k}: ${v}`).join('\n'));
    showToast(ok ? t`已复制` : t`复制失败，请长按选择文字复制`);
  };
  return (
    <PageShell>
      <ul className={cx('y-list', s.start)} data-testid="webview-diag">
        {rows.map(([k, v]) => (
          <InfoRow key={k} k={k}>
            {v}
          </InfoRow>
        ))}
      </ul>
      <ActionBar>
        <button type="button" className="y-btn" onClick={() => void copyAll()}>
          <Trans>复制全部信息</Trans>
        </button>
      </ActionBar>
    </PageShell>
  );
}
