import type { Messages } from '../../domain';

/** What this domain's failures say, by message id (merged into one lookup in src/messages.ts). */
export const wxMessages = {
  invalid_url: { zh: '链接格式不正确', en: 'The link is not valid' },
} as const satisfies Messages;
