import { Link } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Playback } from '@yoga/contract';
import { link, type SubApp } from '@yoga/platform';
import { formatDuration, formatMoney } from '@yoga/format';
import type { Player } from './use-player';

export interface VideoPlayerProps {
  p: Playback;
  player: Player;
  sub: SubApp;
  /** The login route that comes back here. */
  login: string;
  onRetry: () => void;
}

/** The <video> with the browser's own accessible controls and captions, and the screen's overlays. */
export function VideoPlayer({ p, player, sub, login, onRetry }: VideoPlayerProps) {
  const { t, i18n } = useLingui();
  const preview = p.access === 'preview';
  const buy = link(sub, 'course_detail', { courseId: p.courseId });
  const price = formatMoney(p.price);
  return (
    <div className="cm-player">
      {p.videoUrl && (
        <video
          ref={player.ref}
          src={p.videoUrl}
          controls
          playsInline
          preload="metadata"
          aria-label={p.title}
          data-testid="video"
          {...player.events}
        >
          {p.captions.map((c) => (
            <track
              key={c.lang}
              kind="captions"
              src={c.url}
              srcLang={c.lang}
              label={c.label}
              default={c.lang === i18n.locale}
            />
          ))}
        </video>
      )}
      {preview && !player.previewOver && p.previewSec > 0 && (
        <p className="cm-preview-tag">
          <Trans>试看前 {formatDuration(p.previewSec)}</Trans>
        </p>
      )}
      {player.offer !== null && !player.failed && !player.previewOver && (
        <div className="cm-resume" role="status">
          <button type="button" className="cm-resume-go" onClick={player.resume}>
            <Trans>从 {formatDuration(player.offer)} 继续播放</Trans>
          </button>
          <button
            type="button"
            className="cm-resume-close"
            aria-label={t`从头播放`}
            onClick={player.dismissOffer}
          >
            ×
          </button>
        </div>
      )}
      {player.failed && (
        <div className="cm-overlay" role="alert">
          <p>
            <Trans>视频加载失败，请检查网络后重试</Trans>
          </p>
          <button type="button" className="y-btn" onClick={onRetry}>
            <Trans>重新加载</Trans>
          </button>
        </div>
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
              <button type="button" className="cm-link" onClick={player.replayPreview}>
                <Trans>重新试看</Trans>
              </button>
            )}
          </div>
        </div>
      )}
    </div>
  );
}
