import { useId, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { Trans } from '@lingui/react/macro';
import { appForPath, type SubApp } from '@yoga/platform';
import { agreementRoutes } from './agreements';

/** Within this app build a router link; a page of another build needs a full page load. */
function PageLink({ to, children }: { to: string; children?: ReactNode }) {
  const { pathname } = useLocation();
  return appForPath(to) === appForPath(pathname) ? (
    <Link to={to}>{children}</Link>
  ) : (
    <a href={to}>{children}</a>
  );
}

/** "I have read and agree to …": must be ticked before a code is sent or a login made. */
export function TermsCheck({
  subApp,
  checked,
  onChange,
}: {
  subApp: SubApp;
  checked: boolean;
  onChange: (v: boolean) => void;
}) {
  const id = useId();
  const pages = agreementRoutes[subApp.id];
  return (
    <div className="lg-terms">
      <input id={id} type="checkbox" checked={checked} onChange={(e) => onChange(e.target.checked)} />
      <label htmlFor={id}>
        <Trans>
          我已阅读并同意<PageLink to={pages.user}>《用户协议》</PageLink>
          <PageLink to={pages.privacy}>《隐私政策》</PageLink>
        </Trans>
      </label>
    </div>
  );
}
