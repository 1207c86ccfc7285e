import { Trans, useLingui } from '@lingui/react/macro';
import { brandRecord, type SubApp } from '@yoga/platform';
import s from './login.module.css';

/** The brand greets students with its own name and line; coaches are welcomed back by the brand. */
export function LoginHeading({ subApp }: { subApp: SubApp }) {
  const { i18n } = useLingui();
  const brand = brandRecord(subApp.brand);
  const name = i18n._(brand.name);
  return (
    <header className="y-col y-gap-1 y-mt-2">
      {/* The build's own favicon (the same mark as BrandLogo): usually cached already, and no glyph
          table of every brand in the login's script. Decorative: the heading names the brand. */}
      <img
        className="y-mb-2"
        data-testid="login-logo"
        src={`${import.meta.env.BASE_URL}favicon.svg`}
        alt=""
        width={48}
        height={48}
      />
      {subApp.role === 'teacher' ? (
        <>
          <h2 className={`y-m0 y-break ${s.hello}`}>
            <Trans>欢迎回来，教练</Trans>
          </h2>
          <p className="y-m0 y-muted y-md">{name}</p>
        </>
      ) : (
        <>
          <h2 className={`y-m0 y-break ${s.hello}`}>{name}</h2>
          <p className="y-m0 y-muted y-md">{i18n._(brand.welcome)}</p>
        </>
      )}
    </header>
  );
}
