import type { Messages } from '../../domain';

/** What this domain's failures say, by message id (merged into one lookup in src/messages.ts). */
export const coursesMessages = {
  course_not_found: { zh: '课程不存在', en: 'Course not found' },
  course_ended: { zh: '课程已结束', en: 'This course has ended' },
  class_full: {
    zh: '该上课时间已约满，请选择其他时间',
    en: 'This class time is fully booked, please choose another',
  },
  course_already_bought: { zh: '你已购买该课程', en: 'You have already bought this course' },
  course_order_pending: {
    zh: '你有一笔待支付订单，请先完成支付',
    en: 'You have an unpaid order for this class, please pay it first',
  },
  coupon_unusable: { zh: '该优惠券不可用于本订单', en: 'This coupon cannot be used for this order' },
  free_class_full: { zh: '该免费课名额已满', en: 'This free class is full' },
  free_class_started: {
    zh: '这节免费课已经开始，不能再预约了',
    en: 'This free class has already started and can no longer be booked',
  },
  free_already_booked: { zh: '你今天已预约过免费课', en: 'You have already booked a free class today' },
} as const satisfies Messages;
