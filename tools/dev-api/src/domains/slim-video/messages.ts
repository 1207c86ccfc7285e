import type { Messages } from '../../domain';

/** What this domain's failures say, by message id (merged into one lookup in src/messages.ts). */
export const slimVideoMessages = {
  slim_video_course_not_found: { zh: '视频课程不存在', en: 'This video course does not exist' },
  slim_video_lesson_not_found: { zh: '课时不存在', en: 'This lesson does not exist' },
  slim_video_lesson_locked: { zh: '购买课程后可观看', en: 'Buy the course to watch this lesson' },
  slim_video_already_owned: { zh: '你已购买该课程', en: 'You already own this course' },
} as const satisfies Messages;
