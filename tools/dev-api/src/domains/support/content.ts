import { brandName } from '@yoga/platform';
/**
 * The help centre's text, written once for every brand ({brand} is the brand's name) in zh and en.
 * Answers are plain paragraphs: the screens show them as text.
 */
export type Audience = 'student' | 'coach';
export interface Text {
  zh: string;
  en: string;
}
export interface QuestionSeed {
  category: string;
  common?: boolean;
  q: Text;
  a: Text[];
}

/** Each brand's name as the registry spells it (the FAQ once gave OnMat another name). */
export const BRAND_NAMES: Record<string, Text> = Object.fromEntries(
  (['onmat', 'phala', 'slim', 'yoga-bay'] as const).map((b) => [
    b,
    { zh: brandName(b, 'zh'), en: brandName(b, 'en') },
  ]),
);

/** Each brand's desk: the line, the chat id, open hours (China time, minutes of the day) and weekdays. */
export const DESKS: Record<
  string,
  { phone: string; chatId: string; open: number; close: number; days: number[] }
> = {
  onmat: {
    phone: '400-820-1001',
    chatId: 'onmat_service',
    open: 9 * 60,
    close: 21 * 60,
    days: [1, 2, 3, 4, 5, 6, 7],
  },
  phala: {
    phone: '400-820-1002',
    chatId: 'phala_yoga_help',
    open: 9 * 60,
    close: 22 * 60,
    days: [1, 2, 3, 4, 5, 6, 7],
  },
  slim: {
    phone: '400-820-1003',
    chatId: 'slim_kefu',
    open: 10 * 60,
    close: 20 * 60,
    days: [1, 2, 3, 4, 5, 6, 7],
  },
  'yoga-bay': {
    phone: '400-820-1004',
    chatId: 'yogabay_service',
    open: 9 * 60,
    close: 18 * 60,
    days: [1, 2, 3, 4, 5],
  },
};

export const CATEGORIES: Record<Audience, { key: string; name: Text }[]> = {
  student: [
    { key: 'account', name: { zh: '账号与登录', en: 'Account and sign-in' } },
    { key: 'booking', name: { zh: '预约与上课', en: 'Booking and classes' } },
    { key: 'payment', name: { zh: '支付与退款', en: 'Payment and refunds' } },
    { key: 'membership', name: { zh: '会员权益', en: 'Membership' } },
  ],
  coach: [
    { key: 'teaching', name: { zh: '排课与授课', en: 'Schedule and teaching' } },
    { key: 'income', name: { zh: '收入与结算', en: 'Income and payouts' } },
    { key: 'account', name: { zh: '账号与资料', en: 'Account and profile' } },
  ],
};

export const QUESTIONS: Record<Audience, QuestionSeed[]> = {
  student: [
    {
      category: 'account',
      common: true,
      q: { zh: '收不到短信验证码怎么办？', en: 'I did not get the SMS code. What can I do?' },
      a: [
        {
          zh: '请确认手机号填写正确、手机信号良好，并检查短信是否被拦截软件归入垃圾短信。',
          en: 'Check that the phone number is right, that you have signal, and that no blocking app moved the SMS to spam.',
        },
        {
          // The limits are the running stand-in's (filled when read), as the login's countdown is.
          zh: '验证码 {resendSeconds} 秒后可重新获取；同一号码每小时最多获取 {sendsPerHour} 次。仍收不到请联系{brand}客服。',
          en: 'You can ask for a new code after {resendSeconds} seconds, up to {sendsPerHour} times an hour per number. If it still does not arrive, contact {brand} support.',
        },
      ],
    },
    {
      category: 'account',
      q: { zh: '如何更换绑定的手机号？', en: 'How do I change the phone number on my account?' },
      a: [
        {
          zh: '为保障账号安全，更换手机号需要人工核实身份。请拨打客服电话或添加客服微信，提供原手机号和新手机号。',
          en: 'To keep your account safe, a person checks who you are first. Call us or add our chat account with your old and new numbers.',
        },
      ],
    },
    {
      category: 'booking',
      common: true,
      q: { zh: '预约的课程可以取消吗？', en: 'Can I cancel a class I booked?' },
      a: [
        {
          zh: '开课前 2 小时以上可在「我的课程」中免费取消，课时或费用原路退回。',
          en: 'More than 2 hours before the class starts you can cancel for free in My classes; the session or payment goes back the way it came.',
        },
        {
          zh: '距开课不足 2 小时取消，将扣除本节课时。',
          en: 'Cancelling less than 2 hours before the start uses up the session.',
        },
      ],
    },
    {
      category: 'booking',
      q: { zh: '直播课错过了还能回看吗？', en: 'I missed a live class. Can I watch it later?' },
      a: [
        {
          zh: '可以。直播结束后约 2 小时生成回放，已报名的学员可在课程详情页观看，回放保留 30 天。',
          en: 'Yes. The replay is ready about 2 hours after the live class; anyone who booked can watch it on the class page for 30 days.',
        },
      ],
    },
    {
      category: 'payment',
      common: true,
      q: { zh: '支付成功但订单显示未支付？', en: 'I paid, but the order still says unpaid.' },
      a: [
        {
          zh: '支付结果通常在 1 分钟内同步，请下拉刷新订单页面。',
          en: 'Payment results usually arrive within a minute: pull down to refresh the order page.',
        },
        {
          zh: '若超过 10 分钟仍未更新，请保留支付凭证并联系客服，我们会为你核实处理。',
          en: 'If it has not changed after 10 minutes, keep your payment receipt and contact support; we will check it for you.',
        },
      ],
    },
    {
      category: 'payment',
      q: { zh: '退款多久到账？', en: 'How long does a refund take?' },
      a: [
        {
          zh: '退款申请通过后，微信支付 1–3 个工作日到账，支付宝 1–5 个工作日到账，钱包余额即时到账。',
          en: 'Once approved, a refund takes 1–3 working days to WeChat Pay, 1–5 to Alipay, and is instant to your wallet balance.',
        },
      ],
    },
    {
      category: 'membership',
      common: true,
      q: { zh: '{brand}会员有哪些权益？', en: 'What does {brand} membership include?' },
      a: [
        {
          zh: '会员可畅上会员专享课程，购买商城商品享会员价，并每月获得专属优惠券。',
          en: 'Members take every members-only class, pay member prices in the store and get coupons each month.',
        },
      ],
    },
    {
      category: 'membership',
      q: { zh: '会员可以暂停吗？', en: 'Can I pause my membership?' },
      a: [
        {
          zh: '年卡会员每年可申请一次暂停，最长 30 天，暂停期间会员有效期顺延。请联系客服办理。',
          en: 'Annual members can pause once a year for up to 30 days; the end date moves back by the same time. Contact support to arrange it.',
        },
      ],
    },
  ],
  coach: [
    {
      category: 'teaching',
      common: true,
      q: { zh: '如何调整已发布的课程时间？', en: 'How do I change the time of a published class?' },
      a: [
        {
          zh: '开课前 24 小时以上可在「课程管理」中修改时间，已报名学员会收到通知。',
          en: 'More than 24 hours before the start you can change it in Class management; booked students are told.',
        },
        {
          zh: '不足 24 小时的调整请联系{brand}教练服务专员。',
          en: 'For later changes, contact the {brand} coach service team.',
        },
      ],
    },
    {
      category: 'teaching',
      q: { zh: '直播课对网络有什么要求？', en: 'What connection does a live class need?' },
      a: [
        {
          zh: '建议使用上行带宽 4 Mbps 以上的稳定网络，开课前 15 分钟进入直播间测试画面和声音。',
          en: 'Use a steady connection with at least 4 Mbps upload, and open the live room 15 minutes early to test picture and sound.',
        },
      ],
    },
    {
      category: 'income',
      common: true,
      q: { zh: '课酬什么时候结算？', en: 'When is my teaching fee paid?' },
      a: [
        {
          zh: '每月 10 日结算上月课酬，结算后 3 个工作日内打入你绑定的银行卡。',
          en: 'Fees for a month are settled on the 10th of the next month and reach your bank card within 3 working days.',
        },
      ],
    },
    {
      category: 'income',
      q: { zh: '如何查看收入明细？', en: 'Where can I see my income in detail?' },
      a: [
        {
          zh: '在「我的收入」中可按月份查看每节课的课酬和奖励。',
          en: 'My income lists each class’s fee and any bonus, month by month.',
        },
      ],
    },
    {
      category: 'account',
      q: { zh: '如何更新教练资质证书？', en: 'How do I update my teaching certificates?' },
      a: [
        {
          zh: '在「个人资料」中上传新证书，审核通常在 2 个工作日内完成。',
          en: 'Upload the new certificate in Profile; review usually takes 2 working days.',
        },
      ],
    },
  ],
};
