import type { Context } from 'hono';
import type { ValidationMessageId } from '@yoga/contract';

export type Lang = 'zh' | 'en';

/**
 * Every message the stand-in answers, in each language the web clients send in `Language`. Ids, not
 * text, travel in errors, so no message ever carries a field name or an internal code.
 */
const table = {
  invalid_params: { zh: '参数错误', en: 'Invalid request' },
  invalid_sub_app: { zh: '应用不正确', en: 'Unknown app' },
  invalid_phone: { zh: '手机号格式不正确', en: 'Please enter a valid phone number' },
  invalid_area_code: { zh: '区号格式不正确', en: 'Please choose a valid country code' },
  invalid_sms_code: { zh: '验证码格式不正确', en: 'Please enter the code from the SMS' },
  invalid_oauth_code: { zh: '授权码格式不正确', en: 'The authorisation code is not valid' },
  invalid_url: { zh: '链接格式不正确', en: 'The link is not valid' },
  invalid_token: { zh: '登录凭证不正确', en: 'The sign-in token is not valid' },
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
  no_such_data: { zh: '没有这类数据', en: 'No such data' },
  no_code_sent: { zh: '没有发送给这个号码的验证码', en: 'No code was sent to this number' },
  server_error: { zh: '服务器内部错误', en: 'Internal server error' },
  sms_too_soon: {
    zh: '发送太频繁，请 {seconds} 秒后再试',
    en: 'Too many requests, please try again in {seconds} s',
  },
  sms_number_limit: {
    zh: '该号码今日获取验证码次数过多，请一小时后再试',
    en: 'Too many codes for this number, please try again in an hour',
  },
  sms_client_limit: {
    zh: '获取验证码过于频繁，请一小时后再试',
    en: 'Too many code requests, please try again in an hour',
  },
  sms_code_expired: { zh: '验证码已失效，请重新获取', en: 'The code has expired, please request a new one' },
  sms_code_wrong: { zh: '验证码错误', en: 'Wrong code' },
  sms_code_burnt: {
    zh: '验证码错误次数过多，请重新获取',
    en: 'Too many wrong codes, please request a new one',
  },
  sms_wrong_limit: {
    zh: '验证码错误次数过多，请一小时后再试',
    en: 'Too many wrong codes, please try again in an hour',
  },
  oauth_code_used: { zh: '授权码无效或已使用', en: 'The authorisation code is invalid or was already used' },
  redirect_refused: { zh: '回跳地址不被允许', en: 'This return address is not allowed' },
} satisfies Record<string, Record<Lang, string>>;

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
