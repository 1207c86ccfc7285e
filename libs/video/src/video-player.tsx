import type { ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { formatDuration } from '@yoga/format';
import type { Player } from './use-player';
import './video.css';

export interface CaptionTrackProps {
  lang: string;
  label: string;
  url: string;
}

export interface VideoPlayerProps {
  title: string;
  /** No source: only the overlays (a locked video shows its purchase offer as `children`). */
  videoUrl: string | null;
  captions?: CaptionTrackProps[];
  player: Player;
  onRetry: () => void;
  /** The caller's overlays over the video (a preview tag, a purchase offer). */
  children?: ReactNode;
}

/** The <video> with the browser's own accessible controls and captions, the resume offer and a load failure. */
export function VideoPlayer({ title, videoUrl, captions = [], player, onRetry, children }: VideoPlayerProps) {
  const { t, i18n } = useLingui();
  return (
    <div className="cm-player">
      {videoUrl && (
        <video
          ref={player.ref}
          src={videoUrl}
          controls
          playsInline
          preload="metadata"
          aria-label={title}
          data-testid="video"
          {...player.events}
        >
          {captions.map((c) => (
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
      {children}
    </div>
  );
}
