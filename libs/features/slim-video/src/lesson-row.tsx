import { Link } from 'react-router';
import { Trans } from '@lingui/react/macro';
import type { VideoLesson } from '@yoga/contract';
import { formatDuration } from '@yoga/format';
import { link } from '@yoga/platform';
import { useSubApp } from '@yoga/ui';
import s from './slim-video.module.css';

/** One lesson: its title, length, how much was watched, and a lock or "free" mark; opens the player. */
export function LessonRow({ lesson, current }: { lesson: VideoLesson; current?: boolean }) {
  const sub = useSubApp();
  return (
    <li>
      <Link
        className={s.lesson}
        to={link(sub, 'video_course/player/:id', { id: lesson.id })}
        aria-current={current ? 'true' : undefined}
        data-testid={`lesson-${lesson.id}`}
      >
        <span className={s.lessonMain}>
          <span className={s.lessonTitle}>{lesson.title}</span>
          <span className={s.lessonMeta}>
            {formatDuration(lesson.durationSec)}
            {lesson.watchedPct > 0 && (
              <>
                {' · '}
                <Trans>已看 {lesson.watchedPct}%</Trans>
              </>
            )}
          </span>
          {lesson.watchedPct > 0 && (
            <span className={s.bar} role="presentation">
              <span style={{ width: `${lesson.watchedPct}%` }} />
            </span>
          )}
        </span>
        {lesson.locked ? (
          <span className={`${s.tag} ${s.tagLock}`}>
            <Trans>未解锁</Trans>
          </span>
        ) : lesson.free ? (
          <span className={s.tag}>
            <Trans>免费</Trans>
          </span>
        ) : null}
      </Link>
    </li>
  );
}
