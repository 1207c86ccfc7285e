import { Trans, useLingui } from '@lingui/react/macro';
import { useLocation, useNavigate } from 'react-router';
import { loginPathFor } from '@yoga/session';
import { cx, isSignedIn, Page, PageShell, QueryState, Skeleton, useSubApp } from '@yoga/ui';
import { useStudyProgress, useStudyRule } from './api/study-reward';
import { businessDay, formatMoney } from '@yoga/format';
import { StudyProgress } from './study-progress';
import { StudyRule } from './study-rule';
import { useUrlState } from './url-state';
import s from './wallet.module.css';

/** China's calendar day now (the programme counts in Beijing time). */

/**
 * The study-reward programme. Signed in: this month's practice against the target, the calendar and
 * recent practice. Signed out (the route needs no login) it is the rules page with a way to sign in.
 */
export default function StudyRewardScreen() {
  const { t } = useLingui();
  const sub = useSubApp();
  const location = useLocation();
  const navigate = useNavigate();
  const signedIn = isSignedIn(sub);
  const rule = useStudyRule(sub.id);
  const [month, setMonth] = useUrlState('month');
  const progress = useStudyProgress(sub.id, /^\d{4}-\d{2}$/.test(month ?? '') ? month! : '', signedIn);
  return (
    <PageShell>
      <Page>
        <QueryState query={rule} loading={<Skeleton lines={6} />}>
          {(r) => (
            <>
              {signedIn ? (
                <QueryState query={progress} loading={<Skeleton lines={8} />}>
                  {(d) => (
                    <StudyProgress
                      sub={sub}
                      data={d}
                      current={r.month}
                      today={businessDay()}
                      onMonth={(m) => setMonth(m === r.month ? null : m)}
                    />
                  )}
                </QueryState>
              ) : (
                <section className={cx('y-card y-col y-align-center y-center y-gap-2', s.hero)}>
                  <h2 className="y-m0 y-xl">{t`每月练满 ${r.targetDays} 天，返 ${formatMoney(r.reward)}`}</h2>
                  <p className={cx('y-wrap y-justify-center y-m0 y-sm y-muted', s.heroFoot)}>
                    <Trans>坚持练习，奖励直接发到你的钱包</Trans>
                  </p>
                  <button type="button" className="y-btn" onClick={() => navigate(loginPathFor(location)!)}>
                    <Trans>登录查看我的练习进度</Trans>
                  </button>
                </section>
              )}
              <StudyRule rule={r} />
            </>
          )}
        </QueryState>
      </Page>
    </PageShell>
  );
}
