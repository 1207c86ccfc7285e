import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { brands, documentTitle, link } from '@yoga/platform';
import { formatMinutes, parseQuery, q } from '@yoga/format';
import { cx, PageShell, QueryState, useSubApp } from '@yoga/ui';
import { useCourseDetail } from './api/course-detail';
import { ClassTimes } from './class-times';
import { CoachRow, Outline } from './course-sections';
import { CourseReviews } from './course-reviews';
import { CourseCover } from './course-cover';
import { DetailBar } from './detail-bar';
import { useCourseShare } from './use-course-share';
import s from './courses.module.css';

/** One course: what it is, who teaches it, when, for how much, and the way to buy it. */
export default function CourseDetailScreen() {
  const { t, i18n } = useLingui();
  const loc = useLocation();
  const navigate = useNavigate();
  const subApp = useSubApp();
  const courseId = parseQuery(loc.search, { courseId: q.id() }).courseId;
  const query = useCourseDetail(subApp.id, courseId);
  const course = courseId === null ? undefined : query.data;
  // The chosen time lives in the URL, so a reload or the way back from login keeps it.
  const [picked, setPicked] = useState<number | null>(
    () => parseQuery(loc.search, { classId: q.id() }).classId,
  );
  const [needTime, setNeedTime] = useState(false);
  const open = course?.classes.filter((c) => c.seatsLeft > 0) ?? [];
  const selected = open.some((c) => c.id === picked) ? picked : open.length === 1 ? open[0]!.id : null;

  useEffect(() => {
    // The chat platform's share card and the tab show the course, not just "course detail".
    if (course) document.title = documentTitle(course.title, i18n._(brands[subApp.brand].name));
  }, [course, subApp.brand, i18n]);
  useCourseShare(course, subApp);

  const choose = (id: number) => {
    setPicked(id);
    setNeedTime(false);
    const q = new URLSearchParams(loc.search);
    q.set('classId', String(id));
    void navigate(`${loc.pathname}?${q}`, { replace: true });
  };
  const buy = () => {
    // Said inline, not in a toast: the toast kit would add its chunk to this entry page's first load.
    if (selected === null) {
      setNeedTime(true);
      document.getElementById('class-times')?.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
      return;
    }
    void navigate(link(subApp, 'course_pay', { courseId: courseId ?? '', classId: selected }));
  };

  const orderNo = course?.purchase?.orderNo ?? '';
  const orderHref =
    subApp.brand === 'onmat'
      ? link(subApp, 'order_detail', { orderNo })
      : link(subApp, 'app/pay_info', { orderNo });
  return (
    <PageShell>
      <QueryState
        query={query}
        notFound={courseId === null}
        notFoundTitle={<Trans>课程不存在</Trans>}
        skeleton={{ shape: 'detail', lines: 3 }}
      >
        {(c) => (
          <>
            <CourseCover title={c.title} cover={c.cover} />
            <section className="y-mt-3 y-mb-3">
              <h2 className={cx('y-m0 y-mb-2 y-xl', s.title)}>{c.title}</h2>
              <p className={cx('y-m0 y-muted y-md', s.prose)}>{c.summary}</p>
              <div className="y-row y-gap-3 y-mt-2 y-muted y-sm">
                <span>{formatMinutes(c.minutes)}</span>
                {c.state === 'ended' && <Trans>已结束</Trans>}
                {c.state === 'sold-out' && <Trans>已约满</Trans>}
                {c.purchase?.state === 'paid' && <Trans>已购买</Trans>}
              </div>
            </section>
            <section className="y-card y-mt-3" aria-label={t`授课老师`}>
              <CoachRow coach={c.coach} sub={subApp} />
            </section>
            {c.state !== 'ended' && (
              <section className="y-card y-mt-3" id="class-times">
                <h3 className="y-m0 y-mb-3 y-lg">
                  <Trans>上课时间</Trans>
                </h3>
                <ClassTimes
                  classes={c.classes}
                  selected={selected}
                  onSelect={choose}
                  readOnly={!!c.purchase}
                />
              </section>
            )}
            <section className="y-card y-mt-3">
              <h3 className="y-m0 y-mb-3 y-lg">
                <Trans>课程大纲</Trans>
              </h3>
              <Outline items={c.outline} />
            </section>
            <section className="y-card y-mt-3">
              <h3 className="y-m0 y-mb-3 y-lg">
                <Trans>学员评价</Trans>
              </h3>
              <CourseReviews course={c} />
            </section>
            <DetailBar
              course={c}
              sub={subApp}
              orderHref={orderHref}
              selected={selected}
              needTime={needTime}
              onBuy={buy}
            />
          </>
        )}
      </QueryState>
    </PageShell>
  );
}
