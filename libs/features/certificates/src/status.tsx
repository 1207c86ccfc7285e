import { Trans } from '@lingui/react/macro';
import type { Certificate, CertStatus } from '@yoga/contract';
import { formatDate } from '@yoga/format';
import { cx } from '@yoga/ui';
import s from './certificates.module.css';

const SOON_MS = 30 * 86_400_000;

/** The certificate's state in words, coloured by it (valid / expiring soon / expired / revoked). */
export function StatusTag({ status, expiresAt }: { status: CertStatus; expiresAt?: string }) {
  // Valid, but for less than 30 days more: the holder should renew.
  const soon = status === 'valid' && expiresAt !== undefined && Date.parse(expiresAt) - Date.now() < SOON_MS;
  return (
    <span className={cx(s.status, s[soon ? 'soon' : status])} data-testid="cert-status">
      {soon ? (
        <Trans>即将到期</Trans>
      ) : status === 'valid' ? (
        <Trans>有效</Trans>
      ) : status === 'expired' ? (
        <Trans>已过期</Trans>
      ) : (
        <Trans>已撤销</Trans>
      )}
    </span>
  );
}

/**
 * What a verifier reads at the foot of a certificate: the issuer's shield only while it is valid;
 * a revoked or expired one says so with its date instead, never wearing the shield.
 */
export function CertStateMark({ cert }: { cert: Certificate }) {
  if (cert.status === 'valid') return <VerifiedMark />;
  const date = formatDate(cert.status === 'revoked' ? (cert.revokedAt ?? cert.expiresAt) : cert.expiresAt);
  return (
    <span className={s.void} data-testid="cert-void">
      {cert.status === 'revoked' ? (
        <Trans>已于 {date} 撤销，证书不再有效</Trans>
      ) : (
        <Trans>已于 {date} 过期，证书不再有效</Trans>
      )}
    </span>
  );
}

/** The mark that the record is the issuer's own and in force: what a verifier looks for. */
function VerifiedMark() {
  return (
    <span className={s.verified}>
      <svg viewBox="0 0 24 24" width="14" height="14" aria-hidden="true">
        <path d="M12 2l8 3v6c0 5-3.4 9.4-8 11-4.6-1.6-8-6-8-11V5l8-3z" fill="currentColor" />
        <path d="M8 12l3 3 5-6" stroke="var(--y-surface)" strokeWidth="2" fill="none" strokeLinecap="round" />
      </svg>
      <Trans>官方认证</Trans>
    </span>
  );
}

/** What identifies a certificate (number, issue and expiry dates, and the issuer when asked). */
export function CertFacts({
  cert,
  className,
  issuer,
}: {
  cert: Certificate;
  className?: string;
  issuer?: boolean;
}) {
  const revokedAt = cert.status === 'revoked' ? cert.revokedAt : null;
  return (
    <dl className={className}>
      <div>
        <dt>
          <Trans>证书编号</Trans>
        </dt>
        <dd>{cert.no}</dd>
      </div>
      <div>
        <dt>
          <Trans>发证日期</Trans>
        </dt>
        <dd>{formatDate(cert.issuedAt)}</dd>
      </div>
      <div>
        <dt>
          <Trans>有效期至</Trans>
        </dt>
        <dd>{formatDate(cert.expiresAt)}</dd>
      </div>
      {revokedAt ? (
        <div>
          <dt>
            <Trans>撤销日期</Trans>
          </dt>
          <dd>{formatDate(revokedAt)}</dd>
        </div>
      ) : null}
      {issuer ? (
        <div>
          <dt>
            <Trans>发证机构</Trans>
          </dt>
          <dd>{cert.issuer}</dd>
        </div>
      ) : null}
    </dl>
  );
}
