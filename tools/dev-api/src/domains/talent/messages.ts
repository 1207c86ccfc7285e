import type { Messages } from '../../domain';

/** What this domain's failures say, by message id (merged into one lookup in src/messages.ts). */
export const talentMessages = {
  talent_not_offered: { zh: '这个品牌没有瑜伽达人计划', en: 'This brand has no yoga-talent programme' },
  talent_already_applied: { zh: '你已经提交过达人申请', en: 'You have already applied to be a talent' },
} as const satisfies Messages;
