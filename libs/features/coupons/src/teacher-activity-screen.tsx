import { Trans, useLingui } from '@lingui/react/macro';
import { useParams } from 'react-router';
import { useTeacherCouponActivity } from '@yoga/data-access-coupons';
import { formatDateTime, parseId } from '@yoga/format';
import { link, subApps } from '@yoga/platform';
import { Card, Page, PageShell, QueryState, copyText, showToast, useSubApp, cx } from '@yoga/ui';
import { CouponFace, CouponsHead } from './coupon-face';
import s from './coupons.module.css';

/** The coach's side of an activity: per coupon the stock, how many were claimed and used; the share link. */
export default function TeacherCouponActivityScreen() {
  const { t } = useLingui();
  const sub = useSubApp();
  const id = parseId(useParams().id);
  const activity = useTeacherCouponActivity(sub.id, id);
  // Students open the activity in the brand's student sub-app.
  const students = subApps.find((s) => s.brand === sub.brand && s.role === 'student') ?? sub;
  const shareUrl = (activityId: number) =>
    `${window.location.origin}${link(students, 'coupon_activity/:id', { id: activityId })}`;
  const copy = async (url: string) =>
    void showToast((await copyText(url)) ? t`链接已复制，发给学员即可领取` : t`复制失败，请长按手动复制`);
  return (
    <PageShell>
      <QueryState
        query={activity}
        notFound={id === null}
        notFoundTitle={<Trans>活动不存在</Trans>}
        skeleton="cards"
        errorMessage={t`活动加载失败，请重试`}
      >
        {(a) => {
          const start = formatDateTime(a.startsAt);
          const end = formatDateTime(a.endsAt);
          const url = shareUrl(a.id);
          return (
            <Page data-testid="teacher-coupon-activity">
              <CouponsHead title={a.title}>
                <Trans>
                  {start} 至 {end}
                </Trans>
              </CouponsHead>
              <ul className="y-plain y-col y-gap-2">
                {a.coupons.map((c) => (
                  <li key={c.id}>
                    <CouponFace
                      c={c}
                      detail={
                        <span className={cx('y-grid-3 y-mt-2 y-center', s.stats)}>
                          <span>
                            <strong>{c.stock}</strong>
                            <Trans>总数</Trans>
                          </span>
                          <span>
                            <strong>{c.claimed}</strong>
                            <Trans>已领取</Trans>
                          </span>
                          <span>
                            <strong>{c.used}</strong>
                            <Trans>已使用</Trans>
                          </span>
                        </span>
                      }
                    />
                  </li>
                ))}
              </ul>
              <Card className={cx('y-col y-gap-2', s.share)}>
                <strong>
                  <Trans>分享链接</Trans>
                </strong>
                <code className="y-xs" data-testid="share-url">
                  {url}
                </code>
                <button type="button" className="y-btn" onClick={() => void copy(url)}>
                  <Trans>复制链接</Trans>
                </button>
              </Card>
            </Page>
          );
        }}
      </QueryState>
    </PageShell>
  );
}
