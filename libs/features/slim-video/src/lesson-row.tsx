import { Link } from 'react-router';
import { Trans } from '@lingui/react/macro';
import type { VideoLesson } from '@yoga/contract';
import { formatDuration } from '@yoga/format';
import { link } from '@yoga/platform';
import { useSubApp } from '@yoga/ui';

/** One lesson: its title, length, how much was watched, and a lock or "free" mark; opens the player. */
export function LessonRow({ lesson, current }: { lesson: VideoLesson; current?: boolean }) {
  const sub = useSubApp();
  return (
    <li>
      <Link
        className="sv-lesson"
        to={link(sub, 'video_course/player/:id', { id: lesson.id })}
        aria-current={current ? 'true' : undefined}
        data-testid={`lesson-${lesson.id}`}
      >
        <span className="sv-lesson-main">
          <span className="sv-lesson-title">{lesson.title}</span>
          <span className="sv-lesson-meta">
            {formatDuration(lesson.durationSec)}
            {lesson.watchedPct > 0 && (
              <>
                {' · '}
                <Trans>已看 {lesson.watchedPct}%</Trans>
              </>
            )}
          </span>
          {lesson.watchedPct > 0 && (
            <span className="sv-bar" role="presentation">
              <span style={{ width: `${lesson.watchedPct}%` }} />
            </span>
          )}
        </span>
        {lesson.locked ? (
          <span className="sv-tag sv-tag-lock">
            <Trans>未解锁</Trans>
          </span>
        ) : lesson.free ? (
          <span className="sv-tag">
            <Trans>免费</Trans>
          </span>
        ) : null}
      </Link>
    </li>
  );
}
