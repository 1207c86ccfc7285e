import { Link } from 'react-router';
import { Trans } from '@lingui/react/macro';
import type { CourseDetail } from '@yoga/contract';
import { link, type LinkTarget } from '@yoga/platform';
import { formatMoney } from '@yoga/format';
import { ActionBar, cx } from '@yoga/ui';
import s from './courses.module.css';

export interface DetailBarProps {
  course: CourseDetail;
  sub: LinkTarget;
  /** Where the order can be seen: onmat has an order page, phala shows it at its cashier. */
  orderHref: string;
  selected: number | null;
  /** Buy was tapped before a time was chosen. */
  needTime?: boolean;
  onBuy: () => void;
}

/** The fixed bottom bar: what the user can do with this course now, in one place. */
export function DetailBar({ course, sub, orderHref, selected, needTime, onBuy }: DetailBarProps) {
  const p = course.purchase;
  let action;
  if (p?.state === 'paid')
    action = (
      <>
        <Link className="y-btn y-btn-ghost" to={orderHref}>
          <Trans>查看订单</Trans>
        </Link>
        {/* No live class room route exists; the coach is who tells a student how to join. */}
        <Link className="y-btn" to={link(sub, 'connect_teacher/:userId', { userId: course.coach.id })}>
          <Trans>联系老师上课</Trans>
        </Link>
      </>
    );
  else if (p?.state === 'pending')
    action = (
      <Link className="y-btn" to={link(sub, 'app/pay_info', { orderNo: p.orderNo })}>
        <Trans>继续支付</Trans>
      </Link>
    );
  else if (course.state !== 'on-sale')
    action = (
      <button type="button" className="y-btn" disabled>
        {course.state === 'ended' ? <Trans>课程已结束</Trans> : <Trans>已约满</Trans>}
      </button>
    );
  else
    action = (
      // aria-disabled, not disabled: tapping it still says why (choose a time first).
      <button type="button" className="y-btn" aria-disabled={selected === null} onClick={onBuy}>
        <Trans>立即购买</Trans>
      </button>
    );
  const alert = needTime && selected === null && (
    <p className={cx('y-text-danger y-sm', s.barAlert)} role="alert">
      <Trans>请先选择上课时间</Trans>
    </p>
  );
  const price = !p && (
    <div className="y-col">
      <span className="y-text-danger y-bold y-xl" data-testid="bar-price">
        {formatMoney(course.price)}
      </span>
      <span className="y-muted y-xs">
        <Trans>会员价 {formatMoney(course.vipPrice)}</Trans>
      </span>
    </div>
  );
  return (
    <ActionBar
      start={
        (alert || price) && (
          <>
            {alert}
            {price}
          </>
        )
      }
    >
      {action}
    </ActionBar>
  );
}
