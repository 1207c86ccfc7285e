import { Trans, useLingui } from '@lingui/react/macro';
import { brandRecord, type SubApp } from '@yoga/platform';

/** The brand greets students with its own name and line; coaches are welcomed back by the brand. */
export function LoginHeading({ subApp }: { subApp: SubApp }) {
  const { i18n } = useLingui();
  const brand = brandRecord(subApp.brand);
  const name = i18n._(brand.name);
  return (
    <header className="lg-head">
      {/* The build's own favicon (the same mark as BrandLogo): usually cached already, and no glyph
          table of every brand in the login's script. Decorative: the heading names the brand. */}
      <img className="lg-logo" src={`${import.meta.env.BASE_URL}favicon.svg`} alt="" width={48} height={48} />
      {subApp.role === 'teacher' ? (
        <>
          <h2 className="lg-hello">
            <Trans>欢迎回来，教练</Trans>
          </h2>
          <p className="lg-welcome">{name}</p>
        </>
      ) : (
        <>
          <h2 className="lg-hello">{name}</h2>
          <p className="lg-welcome">{i18n._(brand.welcome)}</p>
        </>
      )}
    </header>
  );
}
