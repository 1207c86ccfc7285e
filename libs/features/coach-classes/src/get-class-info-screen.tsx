import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { formatTime, parseId, useNow } from '@yoga/format';
import { link } from '@yoga/platform';
import { cx, PageShell, QueryState, useRouteQuery, useSubApp } from '@yoga/ui';
import { useCoachClass } from './api';
import { ClassCard } from './class-card';
import css from './coach-classes.module.css';

/** /teacher: one of my classes with its roster, who has checked in and when. */
export default function GetClassInfoScreen() {
  const { t } = useLingui();
  const sub = useSubApp();
  const now = useNow(false);
  const id = parseId(useRouteQuery('get_class_info').id);
  const c = useCoachClass(sub.id, id);
  return (
    <PageShell>
      <div className="y-stack" data-testid="get-class-info">
        <QueryState
          query={c}
          notFound={id === null}
          notFoundTitle={<Trans>课程不存在</Trans>}
          notFoundAction={
            <Link className="y-btn y-btn-ghost" to={link(sub, 'class_info')}>
              <Trans>查看我的课程</Trans>
            </Link>
          }
          skeleton="detail"
          errorMessage={t`课程加载失败，请重试`}
        >
          {(d) => {
            const came = d.checkedIn;
            const booked = d.students;
            return (
              <>
                <ClassCard c={d} now={now} />
                <h2 className="y-m0 y-mt-2 y-lg">
                  <Trans>
                    学员名单（签到 {came}/{booked}）
                  </Trans>
                </h2>
                {d.roster.length === 0 ? (
                  <p className="y-m0 y-md y-muted" data-testid="roster-empty">
                    <Trans>还没有学员预约这节课</Trans>
                  </p>
                ) : (
                  <ul className="y-plain y-col y-gap-3" data-testid="roster">
                    {d.roster.map((s) => {
                      const at = s.checkedInAt ? formatTime(s.checkedInAt) : '';
                      return (
                        <li key={s.id} className={cx('y-between y-gap-2', css.rosterRow)}>
                          <span>{s.name}</span>
                          <span className={cx('y-sm', s.checkedInAt && 'y-badge-success', css.tag)}>
                            {s.checkedInAt ? <Trans>{at} 已签到</Trans> : <Trans>未签到</Trans>}
                          </span>
                        </li>
                      );
                    })}
                  </ul>
                )}
              </>
            );
          }}
        </QueryState>
      </div>
    </PageShell>
  );
}
