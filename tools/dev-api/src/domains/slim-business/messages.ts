import type { Messages } from '../../domain';

/** What this domain's failures say, by message id (merged into one lookup in src/messages.ts). */
export const slimBusinessMessages = {
  biz_course_not_found: { zh: '课程不存在或已下架', en: 'This course does not exist or is no longer sold' },
  biz_handbook_not_found: { zh: '该练习手册不存在', en: 'This handbook edition does not exist' },
  biz_not_enough_stock: {
    zh: '库存不足，仅剩 {left} 本',
    en: 'Not enough left: only {left} remaining',
  },
  biz_hold_limit: {
    zh: '你的待支付订单已占用 {max} 本手册，请先支付或取消后再下单',
    en: 'Your unpaid orders already hold {max} handbooks; pay or cancel them first',
  },
  biz_bad_quantity: {
    zh: '每单可购 {min}–{max} 本',
    en: 'Each order takes {min} to {max} copies',
  },
  biz_not_owner: {
    zh: '仅课程所有者可查看此数据',
    en: 'Only the course owner can see this data',
  },
  biz_exam_not_found: { zh: '考核不存在', en: 'This assessment does not exist' },
  biz_signing_not_found: {
    zh: '未找到该老师的签约记录',
    en: 'No signed partnership was found for this coach',
  },
} as const satisfies Messages;
