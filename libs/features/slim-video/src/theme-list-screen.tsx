import { Link, useParams } from 'react-router';
import { Trans } from '@lingui/react/macro';
import type { VideoCourse } from '@yoga/contract';
import { parseId } from '@yoga/format';
import { link } from '@yoga/platform';
import { PageShell, QueryState, useSubApp } from '@yoga/ui';
import { useVideoCourse, viewerOf } from './api/video-course';
import { LessonRow } from './lesson-row';
import './slim-video.css';

/** video_course/theme_list/:id: the course's themes (sections), each with its progress and lessons. */
export default function ThemeListScreen() {
  const sub = useSubApp();
  const id = parseId(useParams().id);
  const q = useVideoCourse(sub.id, id ?? 0, viewerOf(sub));
  return (
    <PageShell>
      <div className="sv">
        <QueryState
          query={q}
          skeleton="cards"
          notFound={id === null}
          notFoundTitle={<Trans>视频课程不存在</Trans>}
          isEmpty={(c) => c.themes.length === 0}
          empty={<Trans>这门课程还没有主题</Trans>}
        >
          {(c) => <Themes c={c} />}
        </QueryState>
      </div>
    </PageShell>
  );
}

function Themes({ c }: { c: VideoCourse }) {
  const sub = useSubApp();
  return (
    <>
      <Link className="sv-back y-card" to={link(sub, 'business/video_course/:id', { id: c.id })}>
        {c.title}
      </Link>
      {c.themes.map((t) => (
        <section key={t.id} className="y-card sv-card" aria-labelledby={`sv-theme-${t.id}`}>
          <div className="sv-head">
            <h2 id={`sv-theme-${t.id}`} className="sv-theme-title">
              {t.title}
            </h2>
            <span className="sv-hint" data-testid={`theme-progress-${t.id}`}>
              <Trans>已学 {t.watchedPct}%</Trans>
            </span>
          </div>
          <span className="sv-bar" role="presentation">
            <span style={{ width: `${t.watchedPct}%` }} />
          </span>
          <ol className="sv-list">
            {t.lessons.map((l) => (
              <LessonRow key={l.id} lesson={l} current={l.id === c.lastLessonId} />
            ))}
          </ol>
        </section>
      ))}
    </>
  );
}
