import { useMemo } from 'react';
import { qrMatrix, qrPath, QUIET_ZONE } from './qr';

export interface QrSvgProps {
  value: string;
  /** What scanning does: the code's accessible name. */
  label: string;
  /** Square size in px; without it the stylesheet sizes the code (`className`). */
  size?: number;
  className?: string;
  testId?: string;
}

/**
 * A QR code as SVG, dark on white. Its text rides on data-value so a test can read what a phone would
 * scan. Nothing is drawn when the text is too long for any code.
 */
export function QrSvg({ value, label, size, className, testId }: QrSvgProps) {
  const matrix = useMemo(() => qrMatrix(value), [value]);
  const d = useMemo(() => (matrix ? qrPath(matrix) : ''), [matrix]);
  if (!matrix) return null;
  const units = matrix.length + QUIET_ZONE * 2;
  return (
    <svg
      role="img"
      aria-label={label}
      className={className}
      data-testid={testId}
      data-value={value}
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
