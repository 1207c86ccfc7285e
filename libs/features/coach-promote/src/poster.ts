import { themeColour } from '@yoga/ui';
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

// A Chinese character breaks anywhere; a Latin word (with its trailing space) stays whole.
const TOKENS = /[\u3000-\u9fff\uff00-\uffef]|[^\s\u3000-\u9fff\uff00-\uffef]+\s*|\s+/g;
// Where a line would rather end: after a comma or a stop (a word's end is a break anyway).
const SOFT_END = /[，。、；：！？,.;:!?]\s*$/;

/**
 * Lines of at most `max` pixels, breaking between words or Chinese characters and, when a line
 * must end early, preferably after punctuation in its second half; null when it needs more than
 * `most` lines (the caller draws it smaller).
 */
export function wrapLines(
  width: (s: string) => number,
  text: string,
  max: number,
  most: number,
): string[] | null {
  const lines: string[] = [];
  let line: string[] = [];
  for (const token of text.match(TOKENS) ?? []) {
    if (line.length > 0 && width(line.join('') + token.trimEnd()) > max) {
      // Carry the words after the last soft end (in the line's second half) to the next line.
      let cut = line.length;
      for (let i = line.length - 1; i >= Math.ceil(line.length / 2); i--)
        if (SOFT_END.test(line[i]!)) {
          cut = i + 1;
          break;
        }
      lines.push(line.slice(0, cut).join('').trimEnd());
      line = line.slice(cut);
    }
    line.push(token);
  }
  if (line.length > 0) lines.push(line.join('').trimEnd());
  return lines.length <= most ? lines : null;
}

/** Draws `text` centred in up to two lines, at `size` px or smaller until it fits; returns the last line's y. */
function drawHeadline(
  ctx: CanvasRenderingContext2D,
  font: (size: number, weight?: number) => string,
  text: string,
  max: number,
  top: number,
): number {
  for (let size = 56; size >= 36; size -= 4) {
    ctx.font = font(size, 700);
    const lines = wrapLines((s) => ctx.measureText(s).width, text, max, 2);
    if (!lines) continue;
    lines.forEach((l, i) => ctx.fillText(l, W / 2, top + i * size * 1.25));
    return top + (lines.length - 1) * size * 1.25;
  }
  ctx.fillText(fit(ctx, text, max), W / 2, top);
  return top;
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
  const band = themeColour(POSTER_THEMES[p.theme].band);
  const tint = themeColour(POSTER_THEMES[p.theme].tint);
  const paper = themeColour('--y-surface');
  const ink = themeColour('--y-text');
  const muted = themeColour('--y-text-2');

  ctx.fillStyle = tint;
  ctx.fillRect(0, 0, W, H);
  ctx.fillStyle = band;
  ctx.fillRect(0, 0, W, 520);
  ctx.fillStyle = paper;
  ctx.textAlign = 'center';
  // The headline wraps (never cut: "身心更…" read as a broken poster); the subline follows it.
  const last = drawHeadline(ctx, font, p.headline, W - 80, 190);
  ctx.font = font(32);
  ctx.fillText(fit(ctx, p.subline, W - 80), W / 2, last + 80);

  // The coach's card: an initial, the name and title.
  ctx.fillStyle = paper;
  ctx.beginPath();
  ctx.arc(W / 2, 520, 70, 0, Math.PI * 2);
  ctx.fill();
  ctx.fillStyle = band;
  ctx.font = font(64, 700);
  ctx.fillText(p.coachName.slice(0, 1), W / 2, 543);
  ctx.fillStyle = ink;
  ctx.font = font(40, 600);
  ctx.fillText(fit(ctx, p.coachName, W - 120), W / 2, 660);
  ctx.fillStyle = muted;
  ctx.font = font(28);
  ctx.fillText(fit(ctx, p.coachTitle, W - 120), W / 2, 705);

  // The code on white, large and with its quiet zone, so a phone reads it from the saved image.
  drawQr(ctx, p.link, (W - 320) / 2, 760, 320);
  ctx.fillStyle = ink;
  ctx.font = font(28);
  ctx.fillText(fit(ctx, p.scanHint, W - 80), W / 2, 1130);
  return canvas.toDataURL('image/png');
}
