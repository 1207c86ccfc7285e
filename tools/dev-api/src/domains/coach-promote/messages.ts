import type { Messages } from '../../domain';

/** What this domain's failures say, by message id (merged into one lookup in src/messages.ts). */
export const coachPromoteMessages = {
  coach_promote_coach_only: { zh: '请使用老师账号查看', en: 'Sign in with a coach account to see this' },
  coach_promote_sample_not_found: { zh: '没有这件试用商品', en: 'There is no such sample product' },
  coach_promote_already_reviewed: {
    zh: '你已经评价过这件商品了',
    en: 'You have already reviewed this product',
  },
  coach_promote_photo_not_yours: {
    zh: '图片无效，请重新上传',
    en: 'A photo is not valid. Upload it again',
  },
} satisfies Messages;
