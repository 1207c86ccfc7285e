import { useId, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { Trans } from '@lingui/react/macro';
import { appForPath } from '@yoga/platform';

/** "I have read and agree to …": the link opens the agreement; a page of another build loads fully. */
export function AgreeCheck({
  to,
  checked,
  onChange,
  children,
}: {
  to: string;
  checked: boolean;
  onChange: (v: boolean) => void;
  children: ReactNode;
}) {
  const id = useId();
  const { pathname } = useLocation();
  const link =
    appForPath(to) === appForPath(pathname) ? <Link to={to}>{children}</Link> : <a href={to}>{children}</a>;
  return (
    <div className="vp-agree">
      <input
        id={id}
        type="checkbox"
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
        data-testid="agree"
      />
      <label htmlFor={id}>
        <Trans>我已阅读并同意{link}</Trans>
      </label>
    </div>
  );
}
