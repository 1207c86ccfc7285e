import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo, useState } from 'react';
import type { CoachCard as Card } from '@yoga/contract';
import { qrMatrix, qrPath, QUIET_ZONE } from '@yoga/ui/qr';
import { CopyButton, showImageViewer, showToast } from '@yoga/ui';
import './downloads.css';

function CoachQr({ value, label }: { value: string; label: string }) {
  const matrix = useMemo(() => qrMatrix(value), [value]);
  if (!matrix) return null;
  const units = matrix.length + QUIET_ZONE * 2;
  return (
    <svg
      role="img"
      aria-label={label}
      data-testid="coach-qr"
      width={200}
      height={200}
      viewBox={`0 0 ${units} ${units}`}
      shapeRendering="crispEdges"
    >
      <rect width={units} height={units} fill="#fff" />
      <path d={qrPath(matrix)} fill="#000" />
    </svg>
  );
}

/** The coach's card with their chat QR code; the code saves as an image (a long press on it too). */
export function CoachCardView({ card }: { card: Card }) {
  const { t } = useLingui();
  const [saving, setSaving] = useState(false);
  const name = card.name;
  const chatId = card.chatId;
  const save = async () => {
    setSaving(true);
    try {
      const { drawCoachCard } = await import('./save-card');
      const url = drawCoachCard(card, t`扫码添加老师微信`);
      if (!url) {
        showToast(t`保存失败，请截图保存`);
        return;
      }
      // A phone's web-view saves by long-pressing the image; a browser downloads it.
      void showImageViewer([url]);
      showToast(t`长按图片保存到相册`);
    } finally {
      setSaving(false);
    }
  };
  return (
    <section className="dl coach" data-testid="coach-card">
      <img className="coach-photo" src={card.avatar} alt="" width={72} height={72} />
      <h2 className="dl-name">{card.name}</h2>
      <p className="dl-meta">{card.title}</p>
      <p className="coach-intro">{card.intro}</p>
      <div className="coach-qr" onContextMenu={(e) => e.preventDefault()}>
        <CoachQr value={card.qrText} label={t`${name}的微信二维码`} />
        <p className="dl-meta">
          <Trans>扫码或长按保存二维码，添加老师微信</Trans>
        </p>
      </div>
      <p className="coach-chat">
        <span>
          <Trans>微信号：{chatId}</Trans>
        </span>{' '}
        <CopyButton value={card.chatId} label={t`复制微信号`} />
      </p>
      <button type="button" className="y-btn dl-store" disabled={saving} onClick={() => void save()}>
        <Trans>保存二维码图片</Trans>
      </button>
    </section>
  );
}
