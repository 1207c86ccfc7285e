import type { Messages } from '../../domain';

/** What this domain's failures say, by message id (merged into one lookup in src/messages.ts). */
export const catalogMessages = {
  no_such_data: { zh: '没有这类数据', en: 'No such data' },
} as const satisfies Messages;
