import type { Certificate } from '@yoga/contract';
import { drawQr } from '@yoga/ui/qr';

/** Lazy chunk: the certificate card drawn onto a canvas, as a PNG data URL (null without a canvas). */
export function drawCertificate(
  cert: Certificate,
  l: {
    title: string;
    holder: string;
    level: string;
    no: string;
    issued: string;
    expires: string;
    issuer: string;
    state: string;
    status: string;
    scan: string;
    issuedAt: string;
    expiresAt: string;
  },
  url: string,
): string | null {
  const W = 750;
  const H = 1060;
  const canvas = document.createElement('canvas');
  canvas.width = W;
  canvas.height = H;
  const ctx = canvas.getContext('2d');
  if (!ctx) return null;
  // The image wears the page's tokens (the brand's colour, the text greys), read where they are set.
  const styles = getComputedStyle(document.documentElement);
  const token = (name: string) => styles.getPropertyValue(name).trim();
  const primary = token('--y-primary');
  const font = (px: number, weight = 400) =>
    `${weight} ${px}px -apple-system, "PingFang SC", "Noto Sans SC", "Microsoft YaHei", sans-serif`;
  ctx.fillStyle = token('--y-surface');
  ctx.fillRect(0, 0, W, H);
  ctx.strokeStyle = primary;
  ctx.lineWidth = 6;
  ctx.strokeRect(24, 24, W - 48, H - 48);
  ctx.lineWidth = 1.5;
  ctx.strokeRect(40, 40, W - 80, H - 80);
  ctx.textAlign = 'center';
  ctx.fillStyle = primary;
  ctx.font = font(40, 700);
  ctx.fillText(l.title, W / 2, 130);
  ctx.fillStyle = token('--y-text');
  ctx.font = font(52, 700);
  ctx.fillText(cert.holder, W / 2, 230);
  ctx.font = font(30);
  ctx.fillText(cert.level, W / 2, 285);
  ctx.textAlign = 'left';
  const rows: [string, string][] = [
    [l.no, cert.no],
    [l.issued, l.issuedAt],
    [l.expires, l.expiresAt],
    [l.issuer, cert.issuer],
    [l.state, l.status],
  ];
  // The value column starts after the longest key (English keys are longer than Chinese ones).
  ctx.font = font(26);
  const keyWidth = Math.min(300, Math.max(...rows.map(([k]) => ctx.measureText(k).width)));
  const valueX = 96 + keyWidth + 32;
  rows.forEach(([k, v], i) => {
    const y = 370 + i * 58;
    ctx.fillStyle = token('--y-text-3');
    ctx.font = font(26);
    ctx.fillText(k, 96, y, keyWidth);
    ctx.fillStyle = token('--y-text');
    ctx.font = font(28, 500);
    ctx.fillText(v, valueX, y, W - 96 - valueX);
  });
  const size = 260;
  const x = (W - size) / 2;
  const y = 690;
  drawQr(ctx, url, x, y, size);
  ctx.textAlign = 'center';
  ctx.fillStyle = token('--y-text-2');
  ctx.font = font(24);
  ctx.fillText(l.scan, W / 2, y + size + 40);
  return canvas.toDataURL('image/png');
}
