import { lazy, Suspense, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { ApiBusinessError } from '@yoga/api';
import { link } from '@yoga/platform';
import {
  ActionBar,
  AgreementCheck,
  AgreementLink,
  PageShell,
  PointsRow,
  pointsToUse,
  QueryState,
  Skeleton,
  showToast,
  useRouteQuery,
  useSubApp,
  CoverImage,
  cx,
} from '@yoga/ui';
import { useCourseOrder } from './api/course-order';
import { usePayPreview } from './api/pay-preview';
import { formatClassTime, formatMoney, parseQuery, q } from '@yoga/format';
import { readPayAgreement, writePayAgreement } from './pay-agreement';
import { PayRefusal, refusalCodes } from './pay-refusal';
import { PriceRows, totalOf } from './price-rows';
import { usePendingOrderOffer } from './use-pending-order-offer';
import { pointsChanged, usePointsSummary } from '@yoga/data-access-points';
import { couponsChanged, useUsableCoupons } from '@yoga/data-access-coupons';
import { pointsValue } from '@yoga/contract/codes';
import { useQueryClient } from '@tanstack/react-query';
import s from './courses.module.css';

const CouponSheet = lazy(() => import('./coupon-sheet'));

/** Confirm a course order: the class time, the price breakdown with a coupon, the agreement, Pay. */
export default function CoursePayScreen() {
  const { t } = useLingui();
  const loc = useLocation();
  const navigate = useNavigate();
  const subApp = useSubApp();
  const ids = parseQuery(loc.search, { courseId: q.id(), classId: q.id() });
  const courseId = ids.courseId ?? 0;
  const classId = ids.classId ?? 0;
  const preview = usePayPreview(subApp.id, courseId, classId);
  // The coupons come from the coupons lib (the same rules the order is priced by, on the server).
  const usable = useUsableCoupons(subApp.id, { kind: 'course', courseId, classId });
  const coupons = usable.data?.coupons ?? [];
  const order = useCourseOrder();
  const balance = usePointsSummary(subApp.id);
  const qc = useQueryClient();
  const offerPending = usePendingOrderOffer();
  const [usePoints, setUsePoints] = useState(false);
  // The coupon choice rides in the URL (a reload keeps it); absent means "the best one".
  const couponParam = useRouteQuery('course_pay').couponId;
  const [sheet, setSheet] = useState<'never' | 'open' | 'closed'>('never');
  const [agreed, setAgreed] = useState(() => readPayAgreement(subApp.brand));
  const [mustAgree, setMustAgree] = useState(false);
  const [refused, setRefused] = useState<number | null>(null);
  const detailHref = link(subApp, 'course_detail', { courseId });
  const agreementHref =
    subApp.brand === 'onmat' ? link(subApp, 'vip_agreement') : link(subApp, 'agreement/:key', { key: 'vip' });

  const queryCode = preview.error instanceof ApiBusinessError ? preview.error.code : null;
  const code = refused ?? (queryCode !== null && refusalCodes.includes(queryCode) ? queryCode : null);
  if (code !== null) return <PayRefusal code={code} detailHref={detailHref} />;

  const p = preview.data;
  const chosenId =
    couponParam === 'none' ? null : couponParam ? Number(couponParam) : (usable.data?.bestCouponId ?? null);
  const coupon = coupons.find((c) => c.id === chosenId && c.usable) ?? null;
  // Points pay a share of what is left after the VIP price and the coupon; the server checks the same rule.
  const beforePoints = p ? totalOf(p, coupon) : 0;
  const points = usePoints ? pointsToUse(balance.data?.balance, beforePoints) : 0;
  const total = beforePoints - pointsValue(points);

  const chooseCoupon = (id: number | null) => {
    const q = new URLSearchParams(loc.search);
    q.set('couponId', id === null ? 'none' : String(id));
    void navigate(`${loc.pathname}?${q}`, { replace: true });
    setSheet('closed');
  };
  const tick = (v: boolean) => {
    setAgreed(v);
    setMustAgree(false);
    writePayAgreement(subApp.brand, v);
  };
  const pay = () => {
    if (!agreed) return setMustAgree(true);
    if (order.isPending) return;
    order.mutate(
      { subApp: subApp.id, courseId, classId, couponId: coupon?.id ?? null, points: points || undefined },
      {
        // The order spent points (or was refused over a balance that moved): the balance is read again.
        onSettled: () => void Promise.all([pointsChanged(qc, subApp.id), couponsChanged(qc, subApp.id)]),
        onSuccess: (o) => void navigate(link(subApp, 'app/pay_info', { orderNo: o.orderNo })),
        onError: (e) => {
          if (e instanceof ApiBusinessError && refusalCodes.includes(e.code ?? 0)) return setRefused(e.code);
          // An unpaid order for this class already exists (it holds the coupon): offer it, never a second.
          if (offerPending(e)) return;
          // 403 is the request layer's (it sends the user to log in and back here); the rest is said here.
          if (e instanceof ApiBusinessError && e.code === 403) return;
          void showToast(
            e instanceof ApiBusinessError && e.serverMsg ? e.serverMsg : t`下单失败，请稍后重试`,
          );
          if (e instanceof ApiBusinessError) void Promise.all([preview.refetch(), usable.refetch()]);
        },
      },
    );
  };

  return (
    <PageShell>
      <QueryState
        query={preview}
        notFound={ids.courseId === null || ids.classId === null}
        notFoundTitle={<Trans>课程不存在</Trans>}
        loading={<Skeleton lines={7} />}
      >
        {(d) => (
          <>
            <section className="y-card y-row y-align-start y-gap-3">
              {/* The title beside it names the picture; loaded when near the screen. */}
              <CoverImage className={cx('y-rounded-sm', s.thumb)} src={d.course.cover} />
              <div className="y-min0">
                <h2 style={{ margin: '0 0 6px', fontSize: 17 }}>{d.course.title}</h2>
                <p className={cx('y-m0 y-muted y-md', s.prose)}>
                  <Trans>上课时间：{formatClassTime(d.classTime.startsAt)}</Trans>
                </p>
              </div>
            </section>
            <section className="y-card y-mt-3">
              <PriceRows
                preview={d}
                coupons={coupons}
                loading={usable.isPending}
                coupon={coupon}
                onPickCoupon={() => setSheet('open')}
              />
              <PointsRow
                divided
                balance={balance.data?.balance}
                price={beforePoints}
                on={usePoints}
                onToggle={setUsePoints}
              />
            </section>
            <AgreementCheck
              className={cx('y-mt-3 y-mb-3', s.inset)}
              checked={agreed}
              onChange={tick}
              invalid={mustAgree}
            >
              <Trans>
                我已阅读并同意<AgreementLink href={agreementHref}>《课程购买协议》</AgreementLink>
              </Trans>
            </AgreementCheck>
            {mustAgree && (
              <p className={cx('y-m0 y-mt-2 y-text-danger y-sm', s.inset)} role="alert">
                <Trans>请先阅读并同意《课程购买协议》</Trans>
              </p>
            )}
            <ActionBar
              start={
                <div className="y-col">
                  <span className="y-muted y-xs">
                    <Trans>实付</Trans>
                  </span>
                  <span className="y-text-danger y-bold y-xl" data-testid="bar-price">
                    {formatMoney(total)}
                  </span>
                </div>
              }
            >
              <button
                type="button"
                className="y-btn"
                onClick={pay}
                disabled={order.isPending || usable.isPending}
              >
                {order.isPending ? <Trans>正在下单…</Trans> : <Trans>立即支付</Trans>}
              </button>
            </ActionBar>
            {sheet !== 'never' && (
              <Suspense fallback={null}>
                <CouponSheet
                  open={sheet === 'open'}
                  coupons={coupons}
                  chosen={coupon?.id ?? null}
                  onChoose={chooseCoupon}
                  onClose={() => setSheet('closed')}
                />
              </Suspense>
            )}
          </>
        )}
      </QueryState>
    </PageShell>
  );
}
