import { Trans, useLingui } from '@lingui/react/macro';
import { brandHome, brands, subApps, type Brand } from '@yoga/platform';
import { BrandLogo, PageShell, useRouteTitle } from '@yoga/ui';

/** Each brand once, in the registry's order; each card opens the brand's front door. */
const brandIds = [...new Set(subApps.map((s) => s.brand))] as Brand[];

function Chevron() {
  return (
    <svg
      className="y-chevron"
      viewBox="0 0 16 16"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden="true"
    >
      <path d="M6 3l5 5-5 5" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/**
 * The product's front page: who we are, and one card per brand. Plain links, because each brand is
 * its own app build (a full page load is the way there).
 */
export default function Home() {
  const { i18n } = useLingui();
  const product = brands.public;
  return (
    <PageShell title={useRouteTitle()} back={false}>
      <header className="y-hero">
        <BrandLogo brand="public" size={64} />
        <h2>{i18n._(product.name)}</h2>
        <p>{i18n._(product.welcome)}</p>
      </header>
      <nav aria-label={i18n._(product.name)}>
        <ul className="y-cards" data-testid="brand-index">
          {brandIds.map((id) => (
            <li key={id}>
              <a className="y-brand-card" href={brandHome(id)}>
                <BrandLogo brand={id} size={48} />
                <span className="y-brand-text">
                  <strong>{i18n._(brands[id].name)}</strong>
                  <span>{i18n._(brands[id].welcome)}</span>
                </span>
                <Chevron />
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <p className="y-links">
        <a href="/cc">
          <Trans>证书查询</Trans>
        </a>
        <a href="/device_info">
          <Trans>设备信息</Trans>
        </a>
      </p>
    </PageShell>
  );
}
