import type { Messages } from '../../domain';

/** What this domain's failures say, by message id (merged into one lookup in src/messages.ts). */
export const coachAnswersMessages = {
  coach_answers_not_found: { zh: '问题不存在或不属于你', en: 'Question not found, or not yours' },
  coach_answers_coach_only: { zh: '请使用教练账号登录', en: 'Please sign in with a coach account' },
  coach_answers_student_only: { zh: '请使用学员账号登录', en: 'Please sign in with a student account' },
  coach_answers_already_answered: {
    zh: '这个问题已经回答过了，可以补充回答',
    en: 'This question has been answered already; you can add to the answer',
  },
  coach_answers_empty: {
    zh: '请填写文字、添加图片或录制语音',
    en: 'Please write something, add an image or record a voice note',
  },
  coach_answers_bad_file_type: {
    zh: '只能上传 mp3 语音或 png、jpeg 图片',
    en: 'Only mp3 voice notes and png or jpeg images can be uploaded',
  },
  coach_answers_file_too_large: { zh: '文件不能超过 {mb} MB', en: 'Files can be at most {mb} MB' },
  coach_answers_file_empty: { zh: '请选择要上传的文件', en: 'Please choose a file to upload' },
  coach_answers_bad_file: {
    zh: '附件无效，请重新上传',
    en: 'An attachment is not valid, please upload it again',
  },
  coach_answers_class_not_found: { zh: '课程不存在或不属于你', en: 'Class not found, or not yours' },
  coach_answers_no_class_question: {
    zh: '这节课没有课后答疑',
    en: 'This class has no post-class question',
  },
  coach_answers_already_submitted: {
    zh: '你已经回答过这节课的问题了',
    en: 'You have answered this class’s question already',
  },
  coach_answers_wrong_password: {
    zh: '答疑编号或密码不正确，还可以再试 {left} 次',
    en: 'The answer ID or the password is wrong; {left} tries left',
  },
  coach_answers_too_many_tries: {
    zh: '密码错误次数过多，请 {minutes} 分钟后再试',
    en: 'Too many wrong passwords; try again in {minutes} minutes',
  },
} as const satisfies Messages;
