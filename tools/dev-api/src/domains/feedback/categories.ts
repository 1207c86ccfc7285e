import type { Lang } from '../../messages';

/** The categories a ticket can have (the same in every sub-app), worded in both languages. */
export const CATEGORIES = [
  { key: 'booking', zh: '约课与上课', en: 'Booking and classes' },
  { key: 'payment', zh: '支付与退款', en: 'Payment and refunds' },
  { key: 'membership', zh: '会员权益', en: 'Membership' },
  { key: 'store', zh: '商城与物流', en: 'Store and delivery' },
  { key: 'app', zh: '功能异常', en: 'Something is broken' },
  { key: 'suggestion', zh: '产品建议', en: 'Suggestion' },
  { key: 'other', zh: '其他', en: 'Other' },
] as const;

export const categoryOf = (key: string) => CATEGORIES.find((c) => c.key === key) ?? null;

export const categoryName = (key: string, lang: Lang) => {
  const c = categoryOf(key);
  return c ? c[lang] : key;
};
