import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { CoachCard as Card } from '@yoga/contract';
import { QrSvg } from '@yoga/ui/qr-svg';
import { CopyButton, showImageViewer, showToast, cx } from '@yoga/ui';
import s from './downloads.module.css';

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
    <section className={cx('y-col y-gap-3 y-center y-align-center', s.dl, s.coach)} data-testid="coach-card">
      <img className={s.photo} src={card.avatar} alt="" width={72} height={72} />
      <h2 className="y-m0 y-xl y-break">{card.name}</h2>
      <p className="y-m0 y-sm y-muted y-break">{card.title}</p>
      <p className={cx('y-m0 y-md y-break', s.start)}>{card.intro}</p>
      <div
        className={cx('y-card y-pad-3 y-col y-align-center y-gap-2', s.qr)}
        onContextMenu={(e) => e.preventDefault()}
      >
        <QrSvg value={card.qrText} size={200} label={t`${name}的微信二维码`} testId="coach-qr" />
        <p className="y-m0 y-sm y-muted y-break">
          <Trans>扫码或长按保存二维码，添加老师微信</Trans>
        </p>
      </div>
      <p className="y-row y-wrap y-gap-2 y-justify-center y-m0 y-break">
        <span>
          <Trans>微信号：{chatId}</Trans>
        </span>{' '}
        <CopyButton value={card.chatId} label={t`复制微信号`} />
      </p>
      <button type="button" className={cx('y-btn', s.store)} disabled={saving} onClick={() => void save()}>
        <Trans>保存二维码图片</Trans>
      </button>
    </section>
  );
}
