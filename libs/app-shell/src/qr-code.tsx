import { useMemo } from 'react';
import { useLingui } from '@lingui/react/macro';
import { qrMatrix, qrPath, QUIET_ZONE } from '@yoga/ui/qr';

export { qrMatrix, QUIET_ZONE };

/**
 * A QR code of `value`, dark on white with its quiet zone, drawn as SVG at a whole number of pixels
 * per module and at least `minSize` px wide. Its accessible name says which address it opens.
 */
export function QrCode({ value, minSize = 160 }: { value: string; minSize?: number }) {
  const { t } = useLingui();
  const matrix = useMemo(() => qrMatrix(value), [value]);
  const path = useMemo(() => (matrix ? qrPath(matrix) : ''), [matrix]);
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
