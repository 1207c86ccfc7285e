import type { Messages } from '../../domain';

/** What this domain's failures say, by message id (merged into one lookup in src/messages.ts). */
export const campaignsMessages = {
  campaign_not_found: { zh: '活动不存在', en: 'There is no such campaign' },
  campaign_event_full: { zh: '名额已满', en: 'All places are taken' },
  campaign_event_ended: { zh: '报名已结束', en: 'Sign-up has closed' },
  campaign_already_signed_up: { zh: '你已经报名了', en: 'You have already signed up' },
  campaign_not_signed_up: { zh: '你还没有报名', en: 'You have not signed up' },
  campaign_offer_ended: { zh: '活动已结束', en: 'This offer has ended' },
  campaign_already_claimed: { zh: '你已经领取过了', en: 'You have already claimed this' },
  campaign_not_eligible: {
    zh: '该福利仅限新学员领取',
    en: 'This offer is for new students only',
  },
  campaign_already_applied: { zh: '你已经提交过申请', en: 'You have already applied' },
  campaign_receipt_not_found: {
    zh: '没有找到这次提交的记录',
    en: 'There is no record of this submission',
  },
} as const satisfies Messages;
