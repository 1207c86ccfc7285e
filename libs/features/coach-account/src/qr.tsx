import { useMemo } from 'react';
import { qrMatrix, qrPath, QUIET_ZONE } from '@yoga/ui/qr';

/** A QR code as SVG, dark on white; its label says what scanning does; the link rides on data-value for tests. */
export function QrSvg({ value, label }: { value: string; label: string }) {
  const matrix = useMemo(() => qrMatrix(value), [value]);
  const d = useMemo(() => (matrix ? qrPath(matrix) : ''), [matrix]);
  if (!matrix) return null;
  const units = matrix.length + QUIET_ZONE * 2;
  return (
    <svg
      className="ca-qr"
      role="img"
      aria-label={label}
      data-testid="payroll-qr"
      data-value={value}
      viewBox={`0 0 ${units} ${units}`}
      shapeRendering="crispEdges"
    >
      <rect width={units} height={units} fill="#fff" />
      <path d={d} fill="#000" />
    </svg>
  );
}
