import type { CoachCard } from '@yoga/contract';
import { drawQr } from '@yoga/ui/qr';

/** Lazy chunk: the coach's name, chat id and QR code on a canvas, as a PNG data URL (null without a canvas). */
export function drawCoachCard(card: CoachCard, scan: string): string | null {
  const W = 600;
  const H = 760;
  const canvas = document.createElement('canvas');
  canvas.width = W;
  canvas.height = H;
  const ctx = canvas.getContext('2d');
  if (!ctx) return null;
  const font = (px: number, weight = 400) =>
    `${weight} ${px}px -apple-system, "PingFang SC", "Noto Sans SC", "Microsoft YaHei", sans-serif`;
  // The card wears the page's tokens, read where ui.css sets them.
  const styles = getComputedStyle(document.documentElement);
  const token = (name: string) => styles.getPropertyValue(name).trim();
  ctx.fillStyle = token('--y-surface');
  ctx.fillRect(0, 0, W, H);
  ctx.textAlign = 'center';
  ctx.fillStyle = token('--y-text');
  ctx.font = font(40, 700);
  ctx.fillText(card.name, W / 2, 90, W - 80);
  ctx.fillStyle = token('--y-text-2');
  ctx.font = font(24);
  ctx.fillText(card.title, W / 2, 134, W - 80);
  drawQr(ctx, card.qrText, 130, 180, 340);
  ctx.fillStyle = token('--y-text');
  ctx.font = font(26, 500);
  ctx.fillText(card.chatId, W / 2, 580, W - 80);
  ctx.fillStyle = token('--y-text-3');
  ctx.font = font(22);
  ctx.fillText(scan, W / 2, 630, W - 80);
  return canvas.toDataURL('image/png');
}
