import { useCallback, useEffect, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { BottomSheet, cx, ErrorState, Skeleton } from '@yoga/ui';
import { drawInvitePoster, type PosterInput } from './mat-invite-poster';
import css from './mat-invite-sheet.module.css';

/**
 * The invite poster in a sheet, loaded on tap with its drawing code (one chunk). An <img> of the
 * canvas, so a long press saves it in the chat app, plus a download button for other browsers.
 */
export default function PosterSheet({ input, onClose }: { input: PosterInput; onClose: () => void }) {
  const { t } = useLingui();
  const [url, setUrl] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);

  const draw = useCallback(() => {
    setFailed(false);
    drawInvitePoster(input).then(setUrl, () => setFailed(true));
  }, [input]);
  useEffect(draw, [draw]);

  const save = () => {
    if (!url) return;
    const a = document.createElement('a');
    a.href = url;
    a.download = 'invite-poster.png';
    a.click();
  };

  return (
    <BottomSheet open onClose={onClose} label={t`邀请海报`}>
      <div className="y-col y-align-center y-gap-3 y-pad-4">
        {url ? (
          <img
            className={cx('y-rounded-sm', css.poster)}
            src={url}
            alt={t`邀请海报`}
            data-testid="invite-poster"
          />
        ) : failed ? (
          <ErrorState message={t`海报生成失败`} onRetry={draw} />
        ) : (
          <div className={cx('y-rounded-sm y-pad-4', css.poster)} role="status" aria-label={t`正在生成海报`}>
            <Skeleton lines={8} />
          </div>
        )}
        <p className="y-m0 y-muted y-sm">
          <Trans>长按保存图片，分享到朋友圈或发给好友</Trans>
        </p>
        <div className={cx('y-row y-gap-3', css.row)}>
          <button type="button" className="y-btn y-btn-ghost y-grow" onClick={onClose}>
            <Trans>关闭</Trans>
          </button>
          <button type="button" className="y-btn y-grow" disabled={!url} onClick={save}>
            <Trans>保存图片</Trans>
          </button>
        </div>
      </div>
    </BottomSheet>
  );
}
