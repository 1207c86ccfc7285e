import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useParams } from 'react-router';
import { formatMoney, parseId } from '@yoga/format';
import { link } from '@yoga/platform';
import { ActionBar, PageShell, QueryState, cx, useSubApp } from '@yoga/ui';
import { useBusinessCourse } from './api/course';
import s from './slim-business.module.css';

/** business/course/:courseId: the programme, what a buyer gets, the handbook prices, and the way to buy. */
export default function CourseScreen() {
  const { t } = useLingui();
  const sub = useSubApp();
  const id = parseId(useParams().courseId);
  const q = useBusinessCourse(sub.id, id);
  return (
    <PageShell>
      <QueryState
        query={q}
        notFound={id === null}
        notFoundTitle={<Trans>课程不存在或已下架</Trans>}
        skeleton="detail"
        errorMessage={t`课程信息加载失败，请重试`}
      >
        {(c) => {
          const from = Math.min(...c.handbooks.map((h) => h.price));
          return (
            <div className="y-stack">
              <section className="y-card y-card-brand y-col y-gap-2">
                <p className="y-m0 y-sm">
                  <Trans>
                    {c.weeks} 周练习计划 · {c.seller}
                  </Trans>
                </p>
                <h2 className={cx('y-m0 y-2xl', s.title)}>{c.title}</h2>
                <p className="y-m0">{c.summary}</p>
                {c.handbooks.length > 0 && (
                  <p className="y-m0 y-xl y-bold" data-testid="course-price">
                    <Trans>手册 {formatMoney(from)} 起</Trans>
                  </p>
                )}
              </section>
              <section className="y-card y-col y-gap-2">
                <h3 className="y-m0 y-lg y-bold">
                  <Trans>购买后获得</Trans>
                </h3>
                <ul className={cx('y-m0 y-col y-gap-1', s.includes)}>
                  {c.includes.map((line) => (
                    <li key={line}>{line}</li>
                  ))}
                </ul>
              </section>
              {c.mine && (
                <section className="y-card y-col y-gap-2" data-testid="owner-links">
                  <h3 className="y-m0 y-lg y-bold">
                    <Trans>我的课程数据</Trans>
                  </h3>
                  <div className="y-row y-wrap y-gap-2">
                    <Link
                      className="y-btn y-btn-ghost"
                      to={link(sub, 'order_data/:courseId', { courseId: c.id })}
                    >
                      <Trans>订单数据</Trans>
                    </Link>
                    {c.examId !== null && (
                      <Link
                        className="y-btn y-btn-ghost"
                        to={link(sub, 'examine_data/:confId', { confId: c.examId })}
                      >
                        <Trans>考核数据</Trans>
                      </Link>
                    )}
                  </div>
                </section>
              )}
              <ActionBar>
                <Link
                  className="y-btn"
                  data-testid="buy-handbooks"
                  to={link(sub, 'business/buy_course/practice_handbook', { courseId: c.id })}
                >
                  <Trans>购买练习手册</Trans>
                </Link>
              </ActionBar>
            </div>
          );
        }}
      </QueryState>
    </PageShell>
  );
}
