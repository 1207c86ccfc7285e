import type { Messages } from '../../domain';

/** What this domain's failures say, by message id (merged into one lookup in src/messages.ts). */
export const materialsMessages = {
  materials_not_found: { zh: '内容不存在或不属于你', en: 'Not found, or not yours' },
  materials_coach_only: { zh: '请使用教练账号登录', en: 'Please sign in with a coach account' },
  materials_student_only: { zh: '请使用学员账号登录', en: 'Please sign in with a student account' },
  materials_bad_video: {
    zh: '文件内容不是视频，请上传 MP4、MOV 或 WebM 视频',
    en: 'This file is not a video; please upload an MP4, MOV or WebM video',
  },
  materials_bad_image: {
    zh: '文件内容不是图片，请上传 JPG、PNG 或 WebP 图片',
    en: 'This file is not an image; please upload a JPG, PNG or WebP image',
  },
  materials_too_large: { zh: '文件不能超过 {mb} MB', en: 'Files of this kind must be {mb} MB or smaller' },
  materials_offset: {
    zh: '上传进度不一致，请继续上传',
    en: 'The upload is out of step; please continue it',
  },
  materials_incomplete: { zh: '文件还没有传完', en: 'The file has not been fully uploaded yet' },
  materials_not_rejected: {
    zh: '只有未通过审核的资料可以重新上传',
    en: 'Only a rejected material can be uploaded again',
  },
  materials_not_on_roster: {
    zh: '你不在这节课的学员名单中，无法提交作业',
    en: 'You are not on this class’s list of students, so you cannot hand in homework for it',
  },
  materials_chunk_empty: { zh: '请选择要上传的文件', en: 'Please choose a file to upload' },
} as const satisfies Messages;
