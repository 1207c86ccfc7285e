import qrcode from 'qrcode-generator';

/** Light modules around the code, as the QR specification asks. */
export const QUIET_ZONE = 4;
/** What the largest QR code holds at level M in byte mode. */
const MAX_BYTES = 2331;

/**
 * The module matrix of `text` (true = dark) at level M, or null when it is too long. Same approach as
 * libs/app-shell/src/qr-code.tsx (the desktop frame's QR), which a feature may not import.
 */
export function qrMatrix(text: string): boolean[][] | null {
  const utf8 = new TextEncoder().encode(text);
  if (utf8.length > MAX_BYTES) return null;
  // qrcode-generator keeps only the low byte of each character: give it the UTF-8 bytes one by one.
  const qr = qrcode(0, 'M');
  try {
    qr.addData(String.fromCharCode(...utf8), 'Byte');
    qr.make();
  } catch {
    return null;
  }
  const n = qr.getModuleCount();
  return Array.from({ length: n }, (_, r) => Array.from({ length: n }, (_, c) => qr.isDark(r, c)));
}

/** Draws the code with its white quiet zone into the square at (x, y), whole pixels per module. */
export function drawQr(ctx: CanvasRenderingContext2D, text: string, x: number, y: number, size: number) {
  const m = qrMatrix(text);
  if (!m) return;
  const units = m.length + QUIET_ZONE * 2;
  const px = Math.max(1, Math.floor(size / units));
  const offset = Math.floor((size - px * units) / 2);
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(x, y, size, size);
  ctx.fillStyle = '#000000';
  m.forEach((row, r) =>
    row.forEach((dark, c) => {
      if (dark) ctx.fillRect(x + offset + (c + QUIET_ZONE) * px, y + offset + (r + QUIET_ZONE) * px, px, px);
    }),
  );
}
