import type { Messages } from '../../domain';

/** What this domain's failures say, by message id (merged into one lookup in src/messages.ts). */
export const couponsMessages = {
  coupon_activity_not_found: { zh: '活动不存在', en: 'There is no such coupon event' },
  coupon_activity_not_started: { zh: '活动还没开始', en: 'This event has not started yet' },
  coupon_activity_ended: { zh: '活动已结束', en: 'This event has ended' },
  coupon_sold_out: { zh: '优惠券已被领完', en: 'These coupons are all gone' },
  coupon_already_claimed: { zh: '你已经领过这张券了', en: 'You already have this coupon' },
  coupon_not_found: { zh: '优惠券不存在', en: 'There is no such coupon' },
  coupon_gift_already_claimed: { zh: '你已经领过新人礼包了', en: 'You already have the new-student gift' },
  coupon_not_new_user: {
    zh: '新人礼包仅限未在本平台付费过的新学员领取',
    en: 'The gift is for new students who have not paid for an order yet',
  },
  coupon_coach_only: { zh: '请使用老师账号查看', en: 'Sign in with a coach account to see this' },
} as const satisfies Messages;
