import { Link } from 'react-router';
import { Trans } from '@lingui/react/macro';
import type { VideoCourse } from '@yoga/contract';
import { link } from '@yoga/platform';
import { useSubApp } from '@yoga/ui';
import { LessonRow } from './lesson-row';
import { CourseState } from './course-state';
import './slim-video.css';

/** video_course/theme_list/:id: the course's themes (sections), each with its progress and lessons. */
export default function ThemeListScreen() {
  return (
    <CourseState
      skeleton="cards"
      isEmpty={(c) => c.themes.length === 0}
      empty=<Trans>这门课程还没有主题</Trans>
    >
      {(c) => <Themes c={c} />}
    </CourseState>
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
