import type { Messages } from '../../domain';

/** What this domain's failures say, by message id (merged into one lookup in src/messages.ts). */
export const coachWalletMessages = {
  coach_package_not_found: { zh: '没有这个券包', en: 'There is no such coupon package' },
  coach_owned_package_not_found: { zh: '券包不存在', en: 'Coupon package not found' },
  coach_pearl_pack_not_found: { zh: '没有这个珍珠套餐', en: 'There is no such pearl pack' },
  coach_wallet_coach_only: {
    zh: '请使用教练账号登录',
    en: 'Please sign in with a coach account',
  },
} as const satisfies Messages;
