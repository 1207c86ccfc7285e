import qrcode from 'qrcode-generator';

/**
 * `@yoga/ui/qr`: the one QR encoder of the repo (the desktop frame's code, the mat invite poster, a
 * certificate's verification code). A subpath of its own, so the encoder is bundled only into the
 * chunks that draw a code, never with the kit's entry.
 */

/** Light modules around the code, as the QR specification asks (4 modules). */
export const QUIET_ZONE = 4;

/** What the largest QR code (version 40) holds at level M in byte mode. */
const MAX_BYTES = 2331;

/**
 * The module matrix of `text` (true = dark) at error correction level M, the smallest version that
 * fits; null when the text is too long for any QR code. The text is encoded as UTF-8 bytes.
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

/** One square sub-path per dark module, in module units, offset by the quiet zone (an SVG path's d). */
export function qrPath(matrix: boolean[][]): string {
  let d = '';
  matrix.forEach((row, r) =>
    row.forEach((dark, c) => {
      if (dark) d += `M${c + QUIET_ZONE} ${r + QUIET_ZONE}h1v1h-1z`;
    }),
  );
  return d;
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
