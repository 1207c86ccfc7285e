import { useQueryClient } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { Trans } from '@lingui/react/macro';
import type { VideoLessonDetail } from '@yoga/contract';
import { formatDuration, parseId } from '@yoga/format';
import { link, type SubApp } from '@yoga/platform';
import { cx, PageShell, QueryState, useSubApp } from '@yoga/ui';
import { ChapterList, SpeedButtons, usePlayer, VideoPlayer } from '@yoga/video';
import { saveProgress, useLesson, viewerOf } from './api/video-course';
import { slimVideoKeys } from './keys';
import { PurchaseOffer } from './purchase-offer';
import s from './slim-video.module.css';

/** video_course/player/:id (a lesson id): the lesson with resume, speed and chapters; locked, the purchase offer. */
export default function PlayerScreen() {
  const sub = useSubApp();
  const id = parseId(useParams().id);
  const q = useLesson(sub.id, id ?? 0, viewerOf(sub));
  return (
    <PageShell>
      <div className={cx('y-col y-gap-3', s.sv)}>
        <QueryState
          query={q}
          skeleton="detail"
          notFound={id === null}
          notFoundTitle={<Trans>课时不存在</Trans>}
        >
          {(l) => <LessonView key={l.id} l={l} sub={sub} refetch={q.refetch} />}
        </QueryState>
      </div>
    </PageShell>
  );
}

interface ViewProps {
  l: VideoLessonDetail;
  sub: SubApp;
  refetch: () => unknown;
}

function LessonView({ l, sub, refetch }: ViewProps) {
  const client = useQueryClient();
  const signedIn = l.userId !== null;
  const player = usePlayer(l, `${sub.id}.lesson`, {
    startAt: signedIn ? l.positionSec : null,
    // Signed in, the server keeps the second (so another device resumes there too); the cached lesson
    // follows at once, so coming back before a refetch starts at the same second.
    onSave: signedIn
      ? (sec) => {
          client.setQueryData<VideoLessonDetail>(slimVideoKeys.lesson(sub.id, l.id, 'user'), (old) =>
            old ? { ...old, positionSec: Math.floor(sec) } : old,
          );
          void saveProgress(sub.id, l.id, sec).then(() =>
            client.invalidateQueries({ queryKey: slimVideoKeys.course(sub.id, l.courseId, 'user') }),
          );
        }
      : undefined,
  });
  return (
    <>
      <VideoPlayer
        title={l.title}
        videoUrl={l.videoUrl}
        player={player}
        onRetry={() => void Promise.resolve(refetch()).then(player.reload)}
      >
        {l.locked && <PurchaseOffer courseId={l.courseId} price={l.price} signedIn={signedIn} tone="dark" />}
      </VideoPlayer>
      {!l.locked && <SpeedButtons value={player.speed} onChange={player.setSpeed} />}
      {!l.locked && (
        <ChapterList
          chapters={l.chapters}
          time={player.time}
          lockedFrom={null}
          onSeek={player.seek}
          onLocked={player.showBuy}
        />
      )}
      <section className="y-card y-col y-gap-2" data-testid="lesson-info">
        <h2 className="y-m0 y-xl y-break">{l.title}</h2>
        <p className="y-m0 y-muted y-sm y-break">
          {l.courseTitle} · {l.coach} · {formatDuration(l.durationSec)}
        </p>
        <nav className="y-row y-gap-2" aria-label={l.courseTitle}>
          {l.prevLessonId !== null && (
            <Link
              className="y-btn y-btn-ghost y-grow"
              to={link(sub, 'video_course/player/:id', { id: l.prevLessonId })}
            >
              <Trans>上一课</Trans>
            </Link>
          )}
          {l.nextLessonId !== null && (
            <Link
              className="y-btn y-grow"
              to={link(sub, 'video_course/player/:id', { id: l.nextLessonId })}
              data-testid="next-lesson"
            >
              <Trans>下一课</Trans>
            </Link>
          )}
        </nav>
        <Link
          className={cx('y-row y-text-brand y-md', s.tall)}
          to={link(sub, 'video_course/summary_list/:id', { id: l.courseId })}
        >
          <Trans>课程目录</Trans>
        </Link>
      </section>
    </>
  );
}
