import { Link } from 'react-router';
import { Trans } from '@lingui/react/macro';
import type { Playback } from '@yoga/contract';
import { link, type SubApp } from '@yoga/platform';
import { formatDuration, formatMoney } from '@yoga/format';
import { VideoPlayer, type Player } from '@yoga/video';

export interface PlaybackPlayerProps {
  p: Playback;
  player: Player;
  sub: SubApp;
  /** The login route that comes back here. */
  login: string;
  onRetry: () => void;
}

/** The shared player (@yoga/video) with a recording's overlays: the preview tag and the buy prompt. */
export function PlaybackPlayer({ p, player, sub, login, onRetry }: PlaybackPlayerProps) {
  const preview = p.access === 'preview';
  const buy = link(sub, 'course_detail', { courseId: p.courseId });
  const price = formatMoney(p.price);
  return (
    <VideoPlayer
      title={p.title}
      videoUrl={p.videoUrl || null}
      captions={p.captions}
      player={player}
      onRetry={onRetry}
    >
      {preview && !player.previewOver && p.previewSec > 0 && (
        <p className="cm-preview-tag">
          <Trans>试看前 {formatDuration(p.previewSec)}</Trans>
        </p>
      )}
      {player.previewOver && !player.failed && (
        <div
          className="cm-overlay"
          role="dialog"
          aria-modal="false"
          aria-labelledby="cm-buy-title"
          data-testid="buy-prompt"
        >
          <h2 id="cm-buy-title">{p.previewSec > 0 ? <Trans>试看结束</Trans> : <Trans>购买后观看</Trans>}</h2>
          <p>
            <Trans>购买课程后可观看完整回放（{formatDuration(p.durationSec)}）</Trans>
          </p>
          <div className="cm-overlay-actions">
            <Link className="y-btn" to={buy}>
              <Trans>购买课程 {price}</Trans>
            </Link>
            {p.userId === null && (
              <Link className="y-btn y-btn-ghost" to={login}>
                <Trans>已购买？去登录</Trans>
              </Link>
            )}
            {p.previewSec > 0 && (
              <button type="button" className="y-tap" onClick={player.replayPreview}>
                <Trans>重新试看</Trans>
              </button>
            )}
          </div>
        </div>
      )}
    </VideoPlayer>
  );
}
