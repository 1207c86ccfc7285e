import type { Messages } from '../../domain';

/** What this domain's failures say, by message id (merged into one lookup in src/messages.ts). */
export const certificatesMessages = {
  certificates_not_found: { zh: '证书不存在', en: 'Certificate not found' },
  certificates_too_many_searches: {
    zh: '查询过于频繁，请稍后再试',
    en: 'Too many searches. Please try again later',
  },
} as const satisfies Messages;
