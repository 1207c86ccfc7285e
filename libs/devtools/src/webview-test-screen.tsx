import { Trans } from '@lingui/react/macro';
import { buildId } from '@yoga/monitoring';
import { currentHostEnv, detectHost } from '@yoga/platform';
import { PageShell } from '@yoga/ui';

/**
 * webview_test (页面测试): what a tester in an app's web view or a mini-program needs to report a
 * problem: the release and commit this page runs, the detected host and the user agent. The address
 * is shown without its query, which can carry a login token.
 */
export default function WebviewTestScreen() {
  const build = buildId();
  const rows = [
    { key: 'version', label: <Trans>版本</Trans>, value: build.version },
    { key: 'commit', label: <Trans>代码提交</Trans>, value: build.commit || '—' },
    { key: 'host', label: <Trans>运行环境</Trans>, value: detectHost(currentHostEnv()) },
    { key: 'ua', label: <Trans>浏览器标识</Trans>, value: navigator.userAgent },
    { key: 'url', label: <Trans>页面地址</Trans>, value: location.origin + location.pathname },
  ];
  return (
    <PageShell>
      <dl className="dt-webview-test" style={{ margin: 16, wordBreak: 'break-all', lineHeight: 1.6 }}>
        {rows.map((r) => (
          <div key={r.key} style={{ marginBottom: 12 }}>
            <dt style={{ color: 'var(--adm-color-weak, #666)' }}>{r.label}</dt>
            <dd style={{ margin: 0 }} data-testid={`webview-test-${r.key}`}>
              {r.value}
            </dd>
          </div>
        ))}
      </dl>
    </PageShell>
  );
}
