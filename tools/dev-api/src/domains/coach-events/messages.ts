import type { Messages } from '../../domain';

/** What this domain's failures say, by message id (merged into one lookup in src/messages.ts). */
export const coachEventsMessages = {
  coach_events_not_found: { zh: '活动不存在', en: 'Event not found' },
  coach_events_coach_only: { zh: '请使用教练账号登录', en: 'Please sign in with a coach account' },
  coach_events_full: { zh: '名额已满，无法报名', en: 'This event is full; no seats are left' },
  coach_events_already_signed_up: { zh: '你已报名这个活动', en: 'You have already signed up for this event' },
  coach_events_closed: {
    zh: '活动已开始，无法报名或取消',
    en: 'The event has started; sign-up and cancelling are closed',
  },
  coach_events_not_signed_up: { zh: '你还没有报名这个活动', en: 'You have not signed up for this event' },
  coach_events_feedback_not_allowed: {
    zh: '只能在参加的活动结束后评价',
    en: 'Feedback opens after an event you attended has ended',
  },
  coach_events_feedback_sent: {
    zh: '你已评价过这个活动',
    en: 'You have already sent feedback for this event',
  },
} as const satisfies Messages;
