import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useParams } from 'react-router';
import type { Certificate } from '@yoga/contract';
import { CERT_PUBLIC_ID_PATTERN } from '@yoga/contract/codes';
import { formatDate } from '@yoga/format';
import { crossApp, link } from '@yoga/platform';
import { ActionBar, cx, Page, PageShell, QueryState, showToast, useSubApp } from '@yoga/ui';
import { useCertificate } from './api/certificate';
import { QrSvg } from '@yoga/ui/qr-svg';
import { CertFacts, CertStateMark, facts, StatusTag } from './status';
import s from './certificates.module.css';

/** Where the certificate's QR leads: the public search with its number filled in and searched. */
export const verifyUrl = (no: string) => `${window.location.origin}${link(crossApp.cc, '', { no })}`;

/** cert/:certId (students and coaches, signed out too): the certificate as a card, its QR, save as image. */
export default function CertDetailScreen() {
  const sub = useSubApp();
  // A malformed id names nothing: not found at once, no request. Ids are public ids, never row numbers.
  const raw = useParams().certId ?? '';
  const id = CERT_PUBLIC_ID_PATTERN.test(raw) ? raw : null;
  const cert = useCertificate(sub.id, id);
  return (
    <PageShell>
      <QueryState
        query={cert}
        notFound={id === null}
        notFoundTitle={<Trans>证书不存在</Trans>}
        notFoundAction={
          <a className="y-btn" href={link(crossApp.cc, '')}>
            <Trans>去查询证书</Trans>
          </a>
        }
        skeleton="detail"
      >
        {(c) => <CertBody cert={c} />}
      </QueryState>
    </PageShell>
  );
}

type Labels = Parameters<typeof import('./save-image').drawCertificate>[1];

function CertBody({ cert }: { cert: Certificate }) {
  const { t } = useLingui();
  const [image, setImage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const url = verifyUrl(cert.no);
  const statusText = { valid: t`有效`, expired: t`已过期`, revoked: t`已撤销` }[cert.status];
  const save = async () => {
    setBusy(true);
    try {
      // The drawing code loads only when asked for: the page itself never needs it.
      const { drawCertificate } = await import('./save-image');
      const labels: Labels = {
        title: t`瑜伽教练资格证书`,
        holder: t`持证人`,
        level: t`等级`,
        no: t`证书编号`,
        issued: t`发证日期`,
        expires: t`有效期至`,
        issuer: t`发证机构`,
        state: t`状态`,
        status: statusText,
        scan: t`扫码验证证书真伪`,
        issuedAt: formatDate(cert.issuedAt),
        expiresAt: formatDate(cert.expiresAt),
      };
      const png = drawCertificate(cert, labels, url);
      if (!png) throw new Error('no canvas');
      setImage(png);
    } catch {
      showToast(t`图片生成失败，请截图保存`);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Page>
      <article className={cx('y-surface y-rounded y-min0', s.certCard)} data-testid="cert-card">
        <header className="y-row y-between y-gap-2">
          <p className="y-m0 y-text-brand y-bold">
            <Trans>瑜伽教练资格证书</Trans>
          </p>
          <StatusTag status={cert.status} expiresAt={cert.expiresAt} />
        </header>
        <h2 className={cx('y-m0 y-mt-3', s.certHolder)}>{cert.holder}</h2>
        <p className={cx('y-m0 y-muted', s.certLevel)}>{cert.level}</p>
        <CertFacts cert={cert} className={facts} issuer />
        <div className={cx('y-row y-gap-3', s.verify)}>
          <QrSvg value={url} size={112} label={t`证书验证二维码`} testId="cert-qr" className="y-fixed" />
          <div>
            <CertStateMark cert={cert} />
            <p className={cx('y-sm y-muted', s.verifyNote)}>
              <Trans>扫码验证证书真伪</Trans>
            </p>
            <a className="y-md" href={link(crossApp.cc, '', { no: cert.no })}>
              <Trans>在线验证</Trans>
            </a>
          </div>
        </div>
      </article>
      {image && (
        <section
          className="y-col y-align-center y-gap-2"
          aria-label={t`证书图片`}
          ref={(el) => el?.scrollIntoView?.({ behavior: 'smooth', block: 'start' })}
        >
          <p className="y-m0 y-mt-1 y-muted y-sm">
            <Trans>长按图片保存到相册，或点击下载</Trans>
          </p>
          <img src={image} alt={t`证书图片`} className={cx('y-rounded', s.imageImg)} />
          <a className="y-btn" href={image} download={`${cert.no}.png`}>
            <Trans>下载图片</Trans>
          </a>
        </section>
      )}
      <ActionBar>
        <button type="button" className="y-btn" disabled={busy} onClick={() => void save()}>
          {busy ? <Trans>生成中…</Trans> : <Trans>保存为图片</Trans>}
        </button>
      </ActionBar>
    </Page>
  );
}
