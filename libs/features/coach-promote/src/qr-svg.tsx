import { useMemo } from 'react';
import { qrMatrix, qrPath, QUIET_ZONE } from '@yoga/ui/qr';

/** A QR code as SVG, dark on white, `size` px square; its name says what scanning does. */
export function QrSvg({ value, size, label }: { value: string; size: number; label: string }) {
  const matrix = useMemo(() => qrMatrix(value), [value]);
  const d = useMemo(() => (matrix ? qrPath(matrix) : ''), [matrix]);
  if (!matrix) return null;
  const units = matrix.length + QUIET_ZONE * 2;
  return (
    <svg
      role="img"
      aria-label={label}
      data-testid="invite-qr"
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
