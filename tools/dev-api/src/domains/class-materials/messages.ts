import type { Messages } from '../../domain';

/** What this domain's failures say, by message id (merged into one lookup in src/messages.ts). */
export const classMaterialsMessages = {
  class_materials_not_found: { zh: '资料不存在或不属于你的课程', en: 'No such material in your classes' },
  class_materials_student_only: {
    zh: '课程资料仅对学员开放，请使用学员账号登录',
    en: 'Class materials are for students; please sign in with a student account',
  },
  class_materials_ticket: {
    zh: '链接已失效，请返回资料页重新打开',
    en: 'This link has expired; open it again from the materials page',
  },
} as const satisfies Messages;
