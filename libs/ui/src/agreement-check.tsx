import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { appForPath } from '@yoga/platform';
import './agreement-check.css';

// Kept tiny and free of antd-mobile: the login page's first paint carries it (its budget is 110 KB gz).

export interface AgreementCheckProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** The sentence with its links, in the UI language: `我已阅读并同意<AgreementLink …>`. */
  children: ReactNode;
  /** Set after a tap on pay/login without the tick: screen readers hear the box as wrong. */
  invalid?: boolean;
  className?: string;
  'data-testid'?: string;
}

/**
 * "I have read and agree to …". The whole sentence is the checkbox's label (so screen readers read
 * it, and a tap anywhere on it ticks), and the box has a 44 px target though it is drawn smaller.
 */
export function AgreementCheck({
  checked,
  onChange,
  children,
  invalid,
  className,
  ...rest
}: AgreementCheckProps) {
  return (
    <label className={className ? `y-agree ${className}` : 'y-agree'}>
      <span className="y-agree-box">
        <input
          type="checkbox"
          checked={checked}
          onChange={(e) => onChange(e.target.checked)}
          aria-invalid={invalid || undefined}
          data-testid={rest['data-testid']}
        />
      </span>
      <span className="y-agree-text">{children}</span>
    </label>
  );
}

/**
 * A link to an agreement (href built with link() of @yoga/platform): a router link within this app
 * build, a full page load for a page of another build.
 */
export function AgreementLink({ href, children }: { href: string; children?: ReactNode }) {
  const { pathname } = useLocation();
  return appForPath(href) === appForPath(pathname) ? (
    <Link to={href}>{children}</Link>
  ) : (
    <a href={href}>{children}</a>
  );
}
