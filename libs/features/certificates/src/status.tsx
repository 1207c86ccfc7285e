import { Trans } from '@lingui/react/macro';
import type { Certificate, CertStatus } from '@yoga/contract';
import { formatDate } from '@yoga/format';
import { cx } from '@yoga/ui';
import s from './certificates.module.css';

const SOON_MS = 30 * 86_400_000;

/** Label and value rows inside a card (a certificate's dates, a booking, a renewal): dl, ul or span. */
export const facts = cx('y-plain y-col y-md', s.facts);
export const fact = {
  row: cx('y-between y-gap-3', s.fact),
  k: cx('y-fixed y-muted', s.k),
  v: 'y-m0 y-min0 y-right y-break',
};
/** The kit's tag colour for each state. */
const tone = {
  valid: 'y-badge-success',
  soon: 'y-badge-warning',
  expired: 'y-badge-muted',
  revoked: 'y-badge-danger',
};

/** The certificate's state in words, coloured by it (valid / expiring soon / expired / revoked). */
export function StatusTag({ status, expiresAt }: { status: CertStatus; expiresAt?: string }) {
  // Valid, but for less than 30 days more: the holder should renew.
  const soon = status === 'valid' && expiresAt !== undefined && Date.parse(expiresAt) - Date.now() < SOON_MS;
  return (
    <span className={cx('y-badge y-bold', tone[soon ? 'soon' : status])} data-testid="cert-status">
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
    <span className="y-text-danger y-sm y-bold" data-testid="cert-void">
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
    <span className={cx('y-row y-gap-1 y-text-success y-sm y-bold', s.verified)}>
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
      <div className={fact.row}>
        <dt className={fact.k}>
          <Trans>证书编号</Trans>
        </dt>
        <dd className={fact.v}>{cert.no}</dd>
      </div>
      <div className={fact.row}>
        <dt className={fact.k}>
          <Trans>发证日期</Trans>
        </dt>
        <dd className={fact.v}>{formatDate(cert.issuedAt)}</dd>
      </div>
      <div className={fact.row}>
        <dt className={fact.k}>
          <Trans>有效期至</Trans>
        </dt>
        <dd className={fact.v}>{formatDate(cert.expiresAt)}</dd>
      </div>
      {revokedAt ? (
        <div className={fact.row}>
          <dt className={fact.k}>
            <Trans>撤销日期</Trans>
          </dt>
          <dd className={fact.v}>{formatDate(revokedAt)}</dd>
        </div>
      ) : null}
      {issuer ? (
        <div className={fact.row}>
          <dt className={fact.k}>
            <Trans>发证机构</Trans>
          </dt>
          <dd className={fact.v}>{cert.issuer}</dd>
        </div>
      ) : null}
    </dl>
  );
}
