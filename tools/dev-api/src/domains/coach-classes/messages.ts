import type { Messages } from '../../domain';

/** What this domain's failures say, by message id (merged into one lookup in src/messages.ts). */
export const coachClassesMessages = {
  coach_class_not_found: { zh: '课程不存在', en: 'There is no such class' },
  coach_class_coach_only: { zh: '请使用教练账号登录', en: 'Please sign in with a coach account' },
  coach_class_clash: {
    zh: '与你的课程「{title}」（{time}）时间冲突',
    en: 'It clashes with your class “{title}” ({time})',
  },
  coach_class_not_open: { zh: '这节课已被其他教练选走', en: 'Another coach has taken this class' },
  coach_class_past_deadline: {
    zh: '已过取消截止时间（{deadline}），无法取消',
    en: 'The cancellation deadline ({deadline}) has passed; the class can no longer be cancelled',
  },
  coach_class_request_pending: {
    zh: '这节课已有一个待审核的申请',
    en: 'This class already has a request waiting for an answer',
  },
  coach_class_closed: {
    zh: '这节课已开始、已结束或已取消，不能再修改',
    en: 'This class has started, ended or been cancelled and can no longer change',
  },
  coach_class_colleague_missing: { zh: '没有这位教练', en: 'There is no such coach' },
  coach_class_bad_time: {
    zh: '新的上课时间需至少在 {hours} 小时后，且与原时间不同',
    en: 'The new time must be at least {hours} hours from now and differ from the current one',
  },
} as const satisfies Messages;
