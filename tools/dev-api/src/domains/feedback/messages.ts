import type { Messages } from '../../domain';

/** What this domain's failures say, by message id (merged into one lookup in src/messages.ts). */
export const feedbackMessages = {
  feedback_not_found: { zh: '反馈不存在或不属于你', en: 'Ticket not found, or not yours' },
  feedback_text_length: {
    zh: '问题描述需要 {min}–{max} 个字',
    en: 'The description needs {min} to {max} characters',
  },
  feedback_message_length: {
    zh: '回复需要 1–{max} 个字',
    en: 'A message needs 1 to {max} characters',
  },
  feedback_category_unknown: { zh: '请选择问题类型', en: 'Please choose a category' },
  feedback_photo_invalid: {
    zh: '图片无效或已过期，请重新上传',
    en: 'A photo is invalid or expired; please upload it again',
  },
  feedback_contact_invalid: {
    zh: '请输入正确的手机号',
    en: 'Please enter a valid mobile number',
  },
  feedback_closed: {
    zh: '该反馈已关闭，不能继续回复',
    en: 'This ticket is closed and takes no more messages',
  },
} as const satisfies Messages;
