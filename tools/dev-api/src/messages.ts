import { classMaterialsMessages } from './domains/class-materials/messages';
import { slimVideoMessages } from './domains/slim-video/messages';
import { coachPromoteMessages } from './domains/coach-promote/messages';
import { coachWalletMessages } from './domains/coach-wallet/messages';
import { materialsMessages } from './domains/materials/messages';
import { coachAnswersMessages } from './domains/coach-answers/messages';
import { coachEventsMessages } from './domains/coach-events/messages';
import { practiceMessages } from './domains/practice/messages';
import { talentMessages } from './domains/talent/messages';
import { supportMessages } from './domains/support/messages';
import { albumsMessages } from './domains/albums/messages';
import { feedbackMessages } from './domains/feedback/messages';
import { downloadsMessages } from './domains/downloads/messages';
import { pagesMessages } from './domains/pages/messages';
import { coachAccountMessages } from './domains/coach-account/messages';
import { flashSaleMessages } from './domains/flash-sale/messages';
import { slimBusinessMessages } from './domains/slim-business/messages';
import { agreementsMessages } from './domains/agreements/messages';
import { articlesMessages } from './domains/articles/messages';
import { campaignsMessages } from './domains/campaigns/messages';
import { lotteryMessages } from './domains/lottery/messages';
import { couponsMessages } from './domains/coupons/messages';
import { accountMessages } from './domains/account/messages';
import { checkInMessages } from './domains/check-in/messages';
import { fundsMessages } from './domains/funds/messages';
import { certificatesMessages } from './domains/certificates/messages';
import { giftCardsMessages } from './domains/gift-cards/messages';
import { coachClassesMessages } from './domains/coach-classes/messages';
import type { Context } from 'hono';
import type { ValidationMessageId } from '@yoga/contract';
import type { Messages } from './domain';
import { authMessages } from './domains/auth/messages';
import { wxMessages } from './domains/wx/messages';
import { catalogMessages } from './domains/catalog/messages';
import { ordersMessages } from './domains/orders/messages';
import { paymentsMessages } from './domains/payments/messages';
import { vipMessages } from './domains/vip/messages';
import { coursesMessages } from './domains/courses/messages';
import { courseMediaMessages } from './domains/course-media/messages';
import { walletMessages } from './domains/wallet/messages';
import { evaluationsMessages } from './domains/evaluations/messages';
import { addressMessages } from './domains/address/messages';
import { shopMessages } from './domains/shop/messages';
import { matInviteMessages } from './domains/mat-invite/messages';
import { invoiceMessages } from './domains/invoice/messages';

export type Lang = 'zh' | 'en';

/**
 * Messages every domain may answer (the request checks, sign-in, the gateway's limits). Each domain's
 * own messages live in its messages.ts; ids are unique across all of them (messages.test.ts).
 */
const shared = {
  invalid_params: { zh: '参数错误', en: 'Invalid request' },
  invalid_sub_app: { zh: '应用不正确', en: 'Unknown app' },
  invalid_page: { zh: '页码或每页条数不正确', en: 'Invalid page or page size' },
  invalid_json: { zh: '请求体不是有效的 JSON', en: 'The request body is not valid JSON' },
  json_too_deep: { zh: '请求体嵌套层级过深', en: 'The request body is nested too deeply' },
  body_too_large: { zh: '请求体过大（上限 1 MB）', en: 'The request body is too large (limit 1 MB)' },
  unsupported_media_type: {
    zh: '请求格式不支持，请以 JSON 提交',
    en: 'Unsupported request format: please send JSON',
  },
  compact_missing: { zh: '加密数据缺失', en: 'Encrypted data is missing' },
  compact_undecryptable: { zh: '加密数据无法解密', en: 'Encrypted data could not be decrypted' },
  compact_not_json: { zh: '加密数据不是有效的 JSON', en: 'Encrypted data is not valid JSON' },
  not_logged_in: { zh: '未登录或登录失效', en: 'Not logged in or login expired' },
  not_found: { zh: '接口不存在', en: 'No such endpoint' },
  server_error: { zh: '服务器内部错误', en: 'Internal server error' },
  redirect_refused: { zh: '回跳地址不被允许', en: 'This return address is not allowed' },
} as const satisfies Messages;
export const sharedMessages: Messages = shared;

/**
 * Every message the stand-in answers, in each language the web clients send in `Language`. Ids, not
 * text, travel in errors, so no message ever carries a field name or an internal code.
 */
const table = {
  ...shared,
  ...authMessages,
  ...wxMessages,
  ...catalogMessages,
  ...ordersMessages,
  ...paymentsMessages,
  ...vipMessages,
  ...coursesMessages,
  ...courseMediaMessages,
  ...walletMessages,
  ...evaluationsMessages,
  ...addressMessages,
  ...shopMessages,
  ...matInviteMessages,
  ...invoiceMessages,
  ...giftCardsMessages,
  ...supportMessages,
  ...campaignsMessages,
  ...checkInMessages,
  ...fundsMessages,
  ...certificatesMessages,
  ...flashSaleMessages,
  ...slimBusinessMessages,
  ...agreementsMessages,
  ...articlesMessages,
  ...lotteryMessages,
  ...couponsMessages,
  ...accountMessages,
  ...feedbackMessages,
  ...downloadsMessages,
  ...albumsMessages,
  ...pagesMessages,
  ...coachPromoteMessages,
  ...coachWalletMessages,
  ...materialsMessages,
  ...coachAnswersMessages,
  ...coachEventsMessages,
  ...coachClassesMessages,
  ...coachAccountMessages,
  ...practiceMessages,
  ...talentMessages,
  ...classMaterialsMessages,
  ...slimVideoMessages,
};

// Fails the type check when the contract gains a validation message this table does not word.
const _validationWorded: Record<ValidationMessageId, Record<Lang, string>> = table;

export type MessageId = keyof typeof table;
export type MessageParams = Record<string, string | number>;

export const isMessageId = (id: string): id is MessageId => Object.hasOwn(table, id);

/** The caller's language from `Language` (zh, zh-CN, en, en-US …); Chinese unless English is asked for. */
export function langOf(c: Context): Lang {
  return /^en(\b|_)/i.test(c.req.header('Language')?.trim() ?? '') ? 'en' : 'zh';
}

export function text(lang: Lang, id: MessageId, params: MessageParams = {}): string {
  return table[id][lang].replace(/\{(\w+)\}/g, (_, k: string) => String(params[k] ?? ''));
}

/** A stored text in the caller's language: the English one when English is asked for and stored, else the Chinese. */
export const inLang = (lang: Lang, zh: string, en: string | null | undefined): string =>
  lang === 'en' && en ? en : zh;
