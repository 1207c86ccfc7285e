import type { Messages } from '../../domain';

/** What this domain's failures say, by message id (merged into one lookup in src/messages.ts). */
export const albumsMessages = {
  album_month_not_found: {
    zh: '这个月还没有到，暂时没有练习报告',
    en: 'That month has not come yet; there is no report for it',
  },
  album_year_not_found: {
    zh: '这一年还没有到，暂时没有年度报告',
    en: 'That year has not come yet; there is no report for it',
  },
} as const satisfies Messages;
