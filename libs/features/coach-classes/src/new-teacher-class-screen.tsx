import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { useNow } from '@yoga/format';
import { link } from '@yoga/platform';
import { cx, PageShell, QueryState, useSubApp } from '@yoga/ui';
import { useCoachScheduleSummary } from './api';
import { ClassCard } from './class-card';
import css from './coach-classes.module.css';

/** /teacher: first-class onboarding: where I stand, my next class, and what to do before, during and after. */
export default function NewTeacherClassScreen() {
  const { t } = useLingui();
  const sub = useSubApp();
  const now = useNow(false);
  const summary = useCoachScheduleSummary(sub.id);
  return (
    <PageShell>
      <div className="y-stack" data-testid="new-teacher-class">
        <QueryState query={summary} skeleton="detail" errorMessage={t`加载失败，请重试`}>
          {(s) => {
            const taught = s.taught;
            const upcoming = s.upcoming;
            return (
              <>
                <p className="y-m0 y-md y-muted" data-testid="coach-summary">
                  <Trans>
                    已上 {taught} 节课，待上 {upcoming} 节课
                  </Trans>
                </p>
                <h2 className="y-m0 y-mt-2 y-lg">
                  <Trans>你的下一节课</Trans>
                </h2>
                {s.next ? (
                  <ClassCard
                    c={s.next}
                    now={now}
                    action={
                      <Link className="y-btn y-btn-ghost" to={link(sub, 'get_class_info', { id: s.next.id })}>
                        <Trans>学员名单</Trans>
                      </Link>
                    }
                  />
                ) : (
                  <div className="y-m0 y-md y-muted" data-testid="no-next-class">
                    <p>
                      <Trans>你还没有待上的课程，先去选一节课吧</Trans>
                    </p>
                    <Link className="y-btn" to={link(sub, 'choose_class')}>
                      <Trans>去选课</Trans>
                    </Link>
                  </div>
                )}
                <h2 className="y-m0 y-mt-2 y-lg">
                  <Trans>第一次上课</Trans>
                </h2>
                <ol className={cx('y-m0 y-col y-gap-2', css.steps)}>
                  <li>
                    <Trans>开课前 15 分钟到达教室（直播课提前进入直播间调试设备）。</Trans>
                  </li>
                  <li>
                    <Trans>在学员名单中查看签到情况，提醒未签到的学员。</Trans>
                  </li>
                  <li>
                    <Trans>无法上课时，开课 24 小时前提交取消或调课申请。</Trans>
                  </li>
                  <li>
                    <Trans>课后在我的课程中查看签到人数。</Trans>
                  </li>
                </ol>
              </>
            );
          }}
        </QueryState>
      </div>
    </PageShell>
  );
}
