import type { Messages } from '../../domain';

/** What this domain's failures say, by message id (merged into one lookup in src/messages.ts). */
export const courseMediaMessages = {
  card_not_found: { zh: '课程卡不存在', en: 'Course card not found' },
  playback_not_found: { zh: '回放不存在', en: 'Recording not found' },
  video_ticket_invalid: { zh: '播放凭证无效或已过期', en: 'The playback link is invalid or has expired' },
} as const satisfies Messages;
