import { themeColour } from '@yoga/ui';
import { drawQr } from './mat-invite-qr';

/** What the poster shows; every text arrives translated. */
export interface PosterInput {
  brandName: string;
  headline: string;
  subline: string;
  matTitle: string;
  cover: string;
  /** The absolute invite link the QR code opens. */
  link: string;
  scanHint: string;
  colors: { primary: string; tint: string; onPrimary: string };
}

const W = 750;
const H = 1200;

/** Loads an image for the canvas; null when it fails (the poster is drawn without it). */
function loadImage(src: string): Promise<HTMLImageElement | null> {
  if (!src) return Promise.resolve(null);
  return new Promise((resolve) => {
    const img = new Image();
    // A CDN cover must allow CORS, or the canvas could not be exported.
    img.crossOrigin = 'anonymous';
    img.onload = () => resolve(img);
    img.onerror = () => resolve(null);
    img.src = src;
  });
}

function roundRect(ctx: CanvasRenderingContext2D, x: number, y: number, w: number, h: number, r: number) {
  ctx.beginPath();
  ctx.moveTo(x + r, y);
  ctx.arcTo(x + w, y, x + w, y + h, r);
  ctx.arcTo(x + w, y + h, x, y + h, r);
  ctx.arcTo(x, y + h, x, y, r);
  ctx.arcTo(x, y, x + w, y, r);
  ctx.closePath();
}

/** The image, cropped to cover the box (like object-fit: cover). */
function drawCover(
  ctx: CanvasRenderingContext2D,
  img: HTMLImageElement,
  x: number,
  y: number,
  w: number,
  h: number,
) {
  const scale = Math.max(w / img.width, h / img.height);
  const sw = w / scale;
  const sh = h / scale;
  ctx.drawImage(img, (img.width - sw) / 2, (img.height - sh) / 2, sw, sh, x, y, w, h);
}

/** Text cut with … to fit one line of `max` pixels. */
function fit(ctx: CanvasRenderingContext2D, text: string, max: number): string {
  if (ctx.measureText(text).width <= max) return text;
  let s = text;
  while (s && ctx.measureText(`${s}…`).width > max) s = s.slice(0, -1);
  return `${s}…`;
}

/** Draws the invite poster and returns it as a PNG data URL (shown as an <img> to long-press). */
export async function drawInvitePoster(p: PosterInput): Promise<string> {
  const canvas = document.createElement('canvas');
  canvas.width = W;
  canvas.height = H;
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('canvas unavailable');
  const font = (size: number, weight = 400) =>
    `${weight} ${size}px -apple-system, "PingFang SC", "Microsoft YaHei", sans-serif`;
  const surface = themeColour('--y-surface', p.colors.onPrimary);
  const text = themeColour('--y-text', p.colors.primary);
  const muted = themeColour('--y-text-2', p.colors.primary);

  ctx.fillStyle = p.colors.tint;
  ctx.fillRect(0, 0, W, H);
  ctx.fillStyle = p.colors.primary;
  ctx.fillRect(0, 0, W, 300);
  ctx.fillStyle = p.colors.onPrimary;
  ctx.textAlign = 'center';
  ctx.font = font(30, 600);
  ctx.fillText(p.brandName, W / 2, 70);
  ctx.font = font(50, 700);
  ctx.fillText(fit(ctx, p.headline, W - 80), W / 2, 150);
  ctx.font = font(28);
  ctx.fillText(fit(ctx, p.subline, W - 80), W / 2, 205);

  // The mat on a white card overlapping the band.
  ctx.fillStyle = surface;
  roundRect(ctx, 50, 250, W - 100, 600, 24);
  ctx.fill();
  const img = await loadImage(p.cover);
  ctx.save();
  roundRect(ctx, 70, 270, W - 140, 480, 16);
  ctx.clip();
  if (img) drawCover(ctx, img, 70, 270, W - 140, 480);
  else {
    ctx.fillStyle = p.colors.tint;
    ctx.fillRect(70, 270, W - 140, 480);
  }
  ctx.restore();
  ctx.fillStyle = text;
  ctx.font = font(32, 600);
  ctx.fillText(fit(ctx, p.matTitle, W - 160), W / 2, 808);

  drawQr(ctx, p.link, W - 290, 900, 220);
  ctx.textAlign = 'left';
  ctx.fillStyle = text;
  ctx.font = font(32, 600);
  ctx.fillText(fit(ctx, p.scanHint, W - 370), 60, 990);
  ctx.fillStyle = muted;
  ctx.font = font(24);
  ctx.fillText(fit(ctx, p.brandName, W - 370), 60, 1040);
  return canvas.toDataURL('image/png');
}
