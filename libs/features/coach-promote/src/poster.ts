import { drawQr } from '@yoga/ui/qr';
import { POSTER_THEMES } from './poster-themes';

/** What a promote poster shows; every text arrives translated. */
export interface PosterInput {
  headline: string;
  subline: string;
  coachName: string;
  coachTitle: string;
  scanHint: string;
  /** The absolute invite link the QR code opens. */
  link: string;
  theme: 'warm' | 'calm';
}

const W = 750;
const H = 1200;

/** Text cut with … to fit one line of `max` pixels. */
function fit(ctx: CanvasRenderingContext2D, text: string, max: number): string {
  if (ctx.measureText(text).width <= max) return text;
  let s = text;
  while (s && ctx.measureText(`${s}…`).width > max) s = s.slice(0, -1);
  return `${s}…`;
}

/**
 * Draws the poster on the device and returns it as a PNG data URL (shown as an <img> to long-press).
 * promote_tools imports this module on the first tap, so the QR encoder never loads with the screen.
 */
export async function drawPoster(p: PosterInput): Promise<string> {
  const canvas = document.createElement('canvas');
  canvas.width = W;
  canvas.height = H;
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('canvas unavailable');
  const font = (size: number, weight = 400) =>
    `${weight} ${size}px -apple-system, "PingFang SC", "Microsoft YaHei", sans-serif`;
  const theme = POSTER_THEMES[p.theme];

  ctx.fillStyle = theme.tint;
  ctx.fillRect(0, 0, W, H);
  ctx.fillStyle = theme.band;
  ctx.fillRect(0, 0, W, 520);
  ctx.fillStyle = '#ffffff';
  ctx.textAlign = 'center';
  ctx.font = font(56, 700);
  ctx.fillText(fit(ctx, p.headline, W - 80), W / 2, 220);
  ctx.font = font(32);
  ctx.fillText(fit(ctx, p.subline, W - 80), W / 2, 300);

  // The coach's card: an initial, the name and title.
  ctx.fillStyle = '#ffffff';
  ctx.beginPath();
  ctx.arc(W / 2, 520, 70, 0, Math.PI * 2);
  ctx.fill();
  ctx.fillStyle = theme.band;
  ctx.font = font(64, 700);
  ctx.fillText(p.coachName.slice(0, 1), W / 2, 543);
  ctx.fillStyle = '#1f1f1f';
  ctx.font = font(40, 600);
  ctx.fillText(fit(ctx, p.coachName, W - 120), W / 2, 660);
  ctx.fillStyle = '#595959';
  ctx.font = font(28);
  ctx.fillText(fit(ctx, p.coachTitle, W - 120), W / 2, 705);

  // The code on white, large and with its quiet zone, so a phone reads it from the saved image.
  drawQr(ctx, p.link, (W - 320) / 2, 760, 320);
  ctx.fillStyle = '#1f1f1f';
  ctx.font = font(28);
  ctx.fillText(fit(ctx, p.scanHint, W - 80), W / 2, 1130);
  return canvas.toDataURL('image/png');
}
