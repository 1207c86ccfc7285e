import type { Messages } from '../../domain';

/** What this domain's failures say, by message id (merged into one lookup in src/messages.ts). */
export const checkInMessages = {
  check_in_activity_not_found: { zh: '签到活动不存在', en: 'No such check-in activity' },
  check_in_already_today: {
    zh: '今天已经签到过了，明天再来吧',
    en: 'You have checked in today; come back tomorrow',
  },
  check_in_not_started: { zh: '活动还没有开始', en: 'The activity has not started yet' },
  check_in_ended: { zh: '活动已结束', en: 'The activity has ended' },
} as const satisfies Messages;
