import { Trans } from '@lingui/react/macro';
import type { Chapter } from '@yoga/contract';
import './video.css';
import { formatDuration } from '@yoga/format';

export interface ChapterListProps {
  chapters: Chapter[];
  /** The playing position, to mark the current chapter. */
  time: number;
  /** Chapters starting at or after this are locked (the preview ends there); null when all are open. */
  lockedFrom: number | null;
  onSeek: (sec: number) => void;
  onLocked: () => void;
}

/** The index of the chapter playing at `time`: the last one that has started. */
export const currentChapter = (chapters: Chapter[], time: number) =>
  chapters.reduce((cur, c, i) => (c.startSec <= time ? i : cur), 0);

/** Chapters with their start times; tapping one seeks there, the one playing is marked. */
export function ChapterList({ chapters, time, lockedFrom, onSeek, onLocked }: ChapterListProps) {
  const current = currentChapter(chapters, time);
  return (
    <section className="y-card cm-section" aria-labelledby="cm-chapters">
      <h3 id="cm-chapters">
        <Trans>章节</Trans>
      </h3>
      <ol className="cm-chapters" data-testid="chapters">
        {chapters.map((c, i) => {
          const locked = lockedFrom !== null && c.startSec >= lockedFrom;
          const at = formatDuration(c.startSec);
          return (
            <li key={c.startSec}>
              <button
                type="button"
                className="cm-chapter"
                aria-current={i === current ? 'true' : undefined}
                onClick={() => (locked ? onLocked() : onSeek(c.startSec))}
              >
                <span className="cm-chapter-time">{at}</span>
                <span className="cm-chapter-title">{c.title}</span>
                {locked ? (
                  <span className="cm-lock">
                    <Trans>购买后观看</Trans>
                  </span>
                ) : (
                  // Heard, not seen: what the tap does. The visible time and title lead the name.
                  <span className="y-vh">
                    <Trans>，从这里播放</Trans>
                  </span>
                )}
              </button>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
