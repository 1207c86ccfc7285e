import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { CoachCard as Card } from '@yoga/contract';
import { QrSvg } from '@yoga/ui/qr-svg';
import { CopyButton, showImageViewer, showToast } from '@yoga/ui';
import './downloads.css';

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
        <QrSvg value={card.qrText} size={200} label={t`${name}的微信二维码`} testId="coach-qr" />
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
