import { Link } from 'react-router';
import { Trans } from '@lingui/react/macro';
import type { VideoLesson } from '@yoga/contract';
import { formatDuration } from '@yoga/format';
import { link } from '@yoga/platform';
import { cx, useSubApp } from '@yoga/ui';
import s from './slim-video.module.css';

/** One lesson: its title, length, how much was watched, and a lock or "free" mark; opens the player. */
export function LessonRow({ lesson, current }: { lesson: VideoLesson; current?: boolean }) {
  const sub = useSubApp();
  return (
    <li>
      <Link
        className={cx('y-row y-gap-2', s.lesson)}
        to={link(sub, 'video_course/player/:id', { id: lesson.id })}
        aria-current={current ? 'true' : undefined}
        data-testid={`lesson-${lesson.id}`}
      >
        <span className="y-col y-grow y-gap-1">
          <span className={cx('y-md y-break', s.lessonTitle)}>{lesson.title}</span>
          <span className="y-xs y-muted y-num">
            {formatDuration(lesson.durationSec)}
            {lesson.watchedPct > 0 && (
              <>
                {' · '}
                <Trans>已看 {lesson.watchedPct}%</Trans>
              </>
            )}
          </span>
          {lesson.watchedPct > 0 && (
            <span className={cx('y-rounded-sm', s.bar)} role="presentation">
              <span style={{ width: `${lesson.watchedPct}%` }} />
            </span>
          )}
        </span>
        {lesson.locked ? (
          <span className={cx('y-badge y-badge-muted', s.tagLock)}>
            <Trans>未解锁</Trans>
          </span>
        ) : lesson.free ? (
          <span className="y-badge y-badge-brand">
            <Trans>免费</Trans>
          </span>
        ) : null}
      </Link>
    </li>
  );
}
