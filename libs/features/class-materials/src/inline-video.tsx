import { useLingui } from '@lingui/react/macro';
import { cx } from '@yoga/ui';
import s from './class-materials.module.css';

export interface InlineVideoProps {
  src: string;
  title: string;
  onPlay: () => void;
}

/** The player a tapped video opens in place: its own chunk, loaded on the first tap. */
export default function InlineVideo({ src, title, onPlay }: InlineVideoProps) {
  const { t } = useLingui();
  return (
    <video
      className={cx('y-rounded-sm', s.video)}
      src={src}
      controls
      autoPlay
      muted
      playsInline
      preload="metadata"
      aria-label={t`播放：${title}`}
      data-testid="material-video"
      onPlay={onPlay}
    />
  );
}
