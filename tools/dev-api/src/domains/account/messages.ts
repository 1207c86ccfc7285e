import type { Messages } from '../../domain';

/** What this domain's failures say, by message id (merged into one lookup in src/messages.ts). */
export const accountMessages = {
  account_nickname_invalid: {
    zh: '昵称需为 2–16 个字，只能包含文字、数字、下划线和连字符',
    en: 'A nickname has 2–16 characters: letters, digits, underscores and hyphens only',
  },
  account_avatar_not_found: {
    zh: '头像图片不存在，请重新上传',
    en: 'The avatar picture was not found. Please upload it again',
  },
  account_birthday_invalid: { zh: '生日日期不正确', en: 'That birthday is not a valid date' },
  account_deletion_blocked: {
    zh: '还有未完成的订单或钱包余额，暂时无法注销',
    en: 'Unfinished orders or a wallet balance stop the deletion for now',
  },
  account_deletion_pending: {
    zh: '已提交注销申请，正在冷静期内',
    en: 'A deletion request is already in its cooling-off period',
  },
  account_no_deletion_pending: { zh: '没有待撤销的注销申请', en: 'There is no deletion request to cancel' },
} as const satisfies Messages;
