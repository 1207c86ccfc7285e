import type { Messages } from '../../domain';

/** What this domain's failures say, by message id (merged into one lookup in src/messages.ts). */
export const coachAccountMessages = {
  coach_only: { zh: '请使用教练账号登录', en: 'Please sign in with a coach account' },
  invoice_file_type: {
    zh: '文件不是 PDF 或 JPG/PNG 图片，请上传发票的 PDF 或照片',
    en: 'This file is not a PDF or a JPG/PNG photo. Upload the invoice as a PDF or a photo',
  },
  invoice_file_size: { zh: '文件为空或超过 5 MB', en: 'The file is empty or larger than 5 MB' },
  payout_not_found: { zh: '没有找到这笔结算', en: 'That payout was not found' },
  payout_invoiced: {
    zh: '这笔结算已经上传过发票',
    en: 'An invoice has already been uploaded for this payout',
  },
  invoice_file_unknown: { zh: '请重新上传发票文件', en: 'Please upload the invoice file again' },
  invoice_amount_mismatch: {
    zh: '发票金额与结算金额不符',
    en: 'The invoice amount does not match the payout',
  },
  invoice_tax_number_mismatch: {
    zh: '发票上的税号与结算单位的税号不符',
    en: 'The tax number does not match the payer’s',
  },
  invoice_title_mismatch: {
    zh: '发票抬头与结算单位名称不符',
    en: 'The invoice title does not match the payer’s name',
  },
  coach_student_not_found: {
    zh: '没有找到这个手机号的学员',
    en: 'None of your students has this phone number',
  },
  payroll_ticket_not_found: { zh: '签约链接无效', en: 'This signing link is not valid' },
  complaint_text: {
    zh: '申诉内容请写 10 到 500 个字',
    en: 'Please write 10 to 500 characters for your appeal',
  },
  application_photo: {
    zh: '请上传这项材料的照片（最多 4 张）',
    en: 'Please upload photos of this item (up to 4)',
  },
  coach_not_active: {
    zh: '通过教练审核后才有收入等级',
    en: 'Your income level starts once your coach application is approved',
  },
  complaint_photo: { zh: '有照片无效，请重新上传', en: 'A photo is not valid. Please upload it again' },
} as const satisfies Messages;
