import type { Messages } from '../../domain';

/** What this domain's failures say, by message id (merged into one lookup in src/messages.ts). */
export const practiceMessages = {
  practice_item_not_found: { zh: '内容不存在或不属于你', en: 'Not found, or not yours' },
  practice_wrong_sub_app: { zh: '练习计划仅在瘦身应用中可用', en: 'The practice programme is for Slim only' },
  family_limit: { zh: '最多添加 6 位家庭成员', en: 'You can add at most 6 family members' },
  photo_not_yours: { zh: '请重新上传打卡照片', en: 'Please upload the photo again' },
  invalid_height: {
    zh: '身高请填写 100 到 230 厘米的整数',
    en: 'Height must be a whole number from 100 to 230 cm',
  },
  invalid_weight: {
    zh: '体重请填写 25 到 250 公斤，最多一位小数',
    en: 'Weight must be 25 to 250 kg, with at most one decimal',
  },
  invalid_member_name: {
    zh: '请填写成员称呼（不超过 20 字）',
    en: 'Please enter a name (up to 20 characters)',
  },
  invalid_relation: { zh: '请选择与你的关系', en: 'Please choose how they are related to you' },
  invalid_minutes: { zh: '练习时长为 5 到 300 分钟', en: 'Practice time must be 5 to 300 minutes' },
  invalid_photo: { zh: '请上传打卡照片', en: 'Please add a photo of your practice' },
  invalid_month: { zh: '月份无效', en: 'Invalid month' },
  invalid_item: { zh: '没有这项记录', en: 'No such measurement' },
} as const satisfies Messages;
