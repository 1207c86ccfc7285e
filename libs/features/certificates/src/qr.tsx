import { useMemo } from 'react';
import qrcode from 'qrcode-generator';

/**
 * A QR code as the repo draws them (libs/app-shell/src/qr-code.tsx, which a feature may not import;
 * libs/features/shop/src/mat-invite-qr.ts draws the same onto a canvas): level M, smallest version,
 * UTF-8 bytes, a quiet zone of 4 modules. Moving these into one shared kit module is left to do.
 */
export const QUIET_ZONE = 4;

export function qrMatrix(text: string): boolean[][] | null {
  const utf8 = new TextEncoder().encode(text);
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

/** The code as SVG, dark on white, `size` px square; its name says what scanning it does. */
export function QrSvg({ value, size, label }: { value: string; size: number; label: string }) {
  const matrix = useMemo(() => qrMatrix(value), [value]);
  const d = useMemo(() => {
    let p = '';
    matrix?.forEach((row, r) =>
      row.forEach((dark, c) => {
        if (dark) p += `M${c + QUIET_ZONE} ${r + QUIET_ZONE}h1v1h-1z`;
      }),
    );
    return p;
  }, [matrix]);
  if (!matrix) return null;
  const units = matrix.length + QUIET_ZONE * 2;
  return (
    <svg
      role="img"
      aria-label={label}
      data-testid="cert-qr"
      width={size}
      height={size}
      viewBox={`0 0 ${units} ${units}`}
      shapeRendering="crispEdges"
    >
      <rect width={units} height={units} fill="#fff" />
      <path d={d} fill="#000" />
    </svg>
  );
}
