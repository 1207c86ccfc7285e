import type { CouponScope } from '@yoga/contract';
import { link, type LinkTarget } from '@yoga/platform';

/** Where a coupon is spent: the course it was handed out for, or the store; null: at any course's checkout. */
export function spendLink(
  sub: LinkTarget,
  c: { scope: CouponScope; courseId: number | null },
): string | null {
  if (c.scope === 'store') return link(sub, 'store');
  return c.courseId === null ? null : link(sub, 'course_detail', { courseId: c.courseId });
}
