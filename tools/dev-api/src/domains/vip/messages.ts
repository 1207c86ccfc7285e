import type { Messages } from '../../domain';

/** What this domain's failures say, by message id (merged into one lookup in src/messages.ts). */
export const vipMessages = {
  vip_plan_not_found: { zh: '会员套餐不存在或已下架', en: 'This membership plan is not available' },
  vip_teacher_not_found: { zh: '邀请的老师不存在', en: 'The inviting coach was not found' },
  vip_agreement_required: {
    zh: '请先阅读并同意相关协议',
    en: 'Please read and agree to the agreement first',
  },
  vip_card_not_found: { zh: '会员卡不存在', en: 'Membership card not found' },
  vip_card_not_activatable: { zh: '该会员卡无法激活', en: 'This card cannot be activated' },
  vip_card_active_exists: {
    zh: '已有生效中的会员卡，请到期后再激活',
    en: 'You already have an active card; activate this one when it ends',
  },
  deposit_target_not_found: {
    zh: '该课程或活动暂不支持定金',
    en: 'No deposit is offered for this course or event',
  },
  deposit_already_paid: { zh: '定金已支付，无需重复支付', en: 'The deposit has already been paid' },
  deposit_pending: {
    zh: '你有一笔待支付的定金订单，请在“我的订单”中完成支付',
    en: 'You already have a deposit order awaiting payment; please pay it from My orders',
  },
} as const satisfies Messages;
