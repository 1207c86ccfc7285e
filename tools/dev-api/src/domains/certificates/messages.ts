import type { Messages } from '../../domain';

/** What this domain's failures say, by message id (merged into one lookup in src/messages.ts). */
export const certificatesMessages = {
  certificates_not_found: { zh: '证书不存在', en: 'Certificate not found' },
  certificates_too_many_searches: {
    zh: '查询过于频繁，请稍后再试',
    en: 'Too many searches. Please try again later',
  },
  certificates_too_many_lookups: {
    zh: '证书查看过于频繁，请稍后再试',
    en: 'Too many certificates viewed. Please try again later',
  },
  certificates_exam_slot_not_found: { zh: '考试场次不存在', en: 'Exam session not found' },
  certificates_exam_slot_full: {
    zh: '该场次已约满，请选择其他场次',
    en: 'This session is full. Please choose another one',
  },
  certificates_exam_already_booked: {
    zh: '你已有一个考试预约，请先取消后再预约',
    en: 'You already have an exam booking. Cancel it before booking another',
  },
  certificates_exam_slot_closed: {
    zh: '该场次已截止预约',
    en: 'Booking for this session has closed',
  },
  certificates_exam_cancel_closed: {
    zh: '已过取消截止时间，无法取消',
    en: 'The cancellation deadline has passed',
  },
  certificates_exam_booking_not_found: { zh: '预约不存在', en: 'Booking not found' },
  certificates_renewal_not_eligible: {
    zh: '该证书暂不符合续期条件',
    en: 'This certificate cannot be renewed now',
  },
  certificates_renewal_not_found: { zh: '续期记录不存在', en: 'Renewal not found' },
} as const satisfies Messages;
