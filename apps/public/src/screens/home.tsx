import { Trans, useLingui } from '@lingui/react/macro';
import { subApps } from '@yoga/platform';
import { PageShell, useRouteTitle } from '@yoga/ui';

const brandNames: Record<string, string> = {
  onmat: 'Onmat',
  phala: 'Phala',
  suman: 'Suman',
  slim: 'Slim',
  'yoga-bay': 'Yoga Bay',
  beaticam: 'Beaticam',
  cycling: 'Cycling',
};

/** The index: one entry per sub-app, plain links because each brand is its own app build. */
export default function Home() {
  const { t } = useLingui();
  const title = useRouteTitle();
  return (
    <PageShell title={title} back={false}>
      <ul className="y-list" data-testid="brand-index">
        {subApps.map((s) => (
          <li key={s.id}>
            <a href={s.home}>
              {brandNames[s.brand]} · {s.role === 'teacher' ? t`教练端` : t`学员端`}
            </a>
            <span className="y-k">{s.prefix}</span>
          </li>
        ))}
        <li>
          <a href="/cc">
            <Trans>证书查询</Trans>
          </a>
          <span className="y-k">/cc</span>
        </li>
        <li>
          <a href="/device_info">
            <Trans>设备信息</Trans>
          </a>
          <span className="y-k">/device_info</span>
        </li>
      </ul>
    </PageShell>
  );
}
