import { useMemo } from 'react';
import { useLingui } from '@lingui/react/macro';
import qrcode from 'qrcode-generator';

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
  const bytes = String.fromCharCode(...utf8);
  const qr = qrcode(0, 'M');
  try {
    qr.addData(bytes, 'Byte');
    qr.make();
  } catch {
    return null;
  }
  const n = qr.getModuleCount();
  return Array.from({ length: n }, (_, r) => Array.from({ length: n }, (_, c) => qr.isDark(r, c)));
}

/** One square sub-path per dark module, in module units, offset by the quiet zone. */
function darkPath(matrix: boolean[][]): string {
  let d = '';
  matrix.forEach((row, r) =>
    row.forEach((dark, c) => {
      if (dark) d += `M${c + QUIET_ZONE} ${r + QUIET_ZONE}h1v1h-1z`;
    }),
  );
  return d;
}

/**
 * A QR code of `value`, dark on white with its quiet zone, drawn as SVG at a whole number of pixels
 * per module and at least `minSize` px wide. Its accessible name says which address it opens.
 */
export function QrCode({ value, minSize = 160 }: { value: string; minSize?: number }) {
  const { t } = useLingui();
  const matrix = useMemo(() => qrMatrix(value), [value]);
  const path = useMemo(() => (matrix ? darkPath(matrix) : ''), [matrix]);
  if (!matrix) return null;
  const units = matrix.length + QUIET_ZONE * 2;
  const size = units * Math.max(1, Math.ceil(minSize / units));
  return (
    <svg
      className="y-qr"
      role="img"
      aria-label={t`二维码：${value}`}
      data-testid="desktop-qr"
      xmlns="http://www.w3.org/2000/svg"
      width={size}
      height={size}
      viewBox={`0 0 ${units} ${units}`}
      shapeRendering="crispEdges"
    >
      <rect width={units} height={units} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
