import { useMemo } from 'react';
import { Trans } from '@lingui/react/macro';
import { drawQr } from '../qr';
import { QrSvg } from '../qr-svg';

/** The code as a PNG data URL, white margin included; null where there is no canvas. */
export function qrPng(value: string, size = 480): string | null {
  const canvas = document.createElement('canvas');
  canvas.width = size;
  canvas.height = size;
  const ctx = canvas.getContext?.('2d');
  if (!ctx) return null;
  drawQr(ctx, value, 0, 0, size);
  return canvas.toDataURL('image/png');
}

export interface SavableQrProps {
  value: string;
  /** What scanning does: the image's accessible name. */
  label: string;
  /** The saved file's name, e.g. `payroll-sign.png`. */
  fileName: string;
  className?: string;
  testId?: string;
}

/**
 * A QR code meant for another device or for the chat app's scanner, shown on this phone: an image
 * (a long press in the chat browser offers to save or recognise it, which an inline SVG does not)
 * with a button that saves it as a PNG.
 */
export function SavableQr({ value, label, fileName, className, testId }: SavableQrProps) {
  const png = useMemo(() => qrPng(value), [value]);
  return (
    <figure className="y-qr-save">
      {png ? (
        <img src={png} alt={label} className={className} data-testid={testId} data-value={value} />
      ) : (
        <QrSvg value={value} label={label} className={className} testId={testId} />
      )}
      <figcaption className="y-qr-hint">
        <Trans>在微信中长按二维码可直接识别；也可保存图片，用另一台手机扫码</Trans>
      </figcaption>
      {png && (
        <a className="y-btn y-btn-ghost" href={png} download={fileName}>
          <Trans>保存二维码图片</Trans>
        </a>
      )}
    </figure>
  );
}
