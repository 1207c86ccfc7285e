import { Link, useLocation, useParams } from 'react-router';
import { Trans } from '@lingui/react/macro';
import type { Playback } from '@yoga/contract';
import { link, type SubApp } from '@yoga/platform';
import { loginPathFor } from '@yoga/session';
import {
  ErrorState,
  isNotFoundError,
  isSignedIn,
  NotFoundView,
  PageShell,
  Skeleton,
  cx,
  useSubApp,
} from '@yoga/ui';
import { usePlayback } from './api/playback';
import { formatDate, formatDuration, parseId } from '@yoga/format';
import { ChapterList, SpeedButtons, usePlayer } from '@yoga/video';
import { PlaybackPlayer } from './video-player';
import s from './course-media.module.css';

/** A recorded class (course_playback/:id and course/playback/:id): full for owners, a preview for others. */
export default function PlaybackScreen() {
  const loc = useLocation();
  const sub = useSubApp();
  const id = parseId(useParams().id);
  const q = usePlayback(sub.id, id ?? 0, isSignedIn(sub) ? 'user' : 'guest');
  const notFound = <NotFoundView title={<Trans>回放不存在</Trans>} />;
  let body;
  if (id === null) body = notFound;
  // Data first: a failed refetch (retrying the video) keeps the player on screen with its own error.
  else if (q.data)
    body = (
      <PlaybackView key={q.data.id} p={q.data} sub={sub} login={loginPathFor(loc)!} refetch={q.refetch} />
    );
  else if (q.status === 'pending') body = <Skeleton lines={6} />;
  else body = isNotFoundError(q.error) ? notFound : <ErrorState onRetry={() => void q.refetch()} />;
  return (
    <PageShell>
      <div className={s.cm}>{body}</div>
    </PageShell>
  );
}

interface ViewProps {
  p: Playback;
  sub: SubApp;
  login: string;
  refetch: () => Promise<{ status: string }>;
}

function PlaybackView({ p, sub, login, refetch }: ViewProps) {
  const player = usePlayer(p, sub.id);
  // A failed load is most often an expired ticket: fetch the playback again, then reload the video.
  const retry = () => void refetch().then((r) => r.status === 'success' && player.reload());
  return (
    <>
      <PlaybackPlayer p={p} player={player} sub={sub} login={login} onRetry={retry} />
      <SpeedButtons value={player.speed} onChange={player.setSpeed} />
      <ChapterList
        chapters={p.chapters}
        time={player.time}
        lockedFrom={p.access === 'preview' ? p.previewSec : null}
        onSeek={player.seek}
        onLocked={player.showBuy}
      />
      <section className="y-card y-mt-3" data-testid="playback-info">
        <h2 className="y-m0 y-mb-2 y-xl">{p.title}</h2>
        <p className="y-muted y-sm">
          {p.coach} · <Trans>录制于 {formatDate(p.recordedAt)}</Trans> · {formatDuration(p.durationSec)}
        </p>
        <p className={cx('y-md', s.summary)}>{p.summary}</p>
        <Link
          className={cx('y-link-plain y-row y-between y-gap-2 y-tap', s.tap)}
          to={link(sub, 'course_detail', { courseId: p.courseId })}
        >
          <span>
            <Trans>查看课程详情</Trans>
          </span>
          <span className="y-faint y-xl" aria-hidden="true">
            ›
          </span>
        </Link>
      </section>
    </>
  );
}
