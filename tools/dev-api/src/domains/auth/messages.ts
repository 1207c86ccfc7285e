import type { Messages } from '../../domain';

/** What this domain's failures say, by message id (merged into one lookup in src/messages.ts). */
export const authMessages = {
  invalid_phone: { zh: '手机号格式不正确', en: 'Please enter a valid phone number' },
  invalid_area_code: { zh: '区号格式不正确', en: 'Please choose a valid country code' },
  invalid_sms_code: { zh: '验证码格式不正确', en: 'Please enter the code from the SMS' },
  invalid_oauth_code: { zh: '授权码格式不正确', en: 'The authorisation code is not valid' },
  invalid_token: { zh: '登录凭证不正确', en: 'The sign-in token is not valid' },
  no_code_sent: { zh: '没有发送给这个号码的验证码', en: 'No code was sent to this number' },
  sms_too_soon: {
    zh: '发送太频繁，请 {seconds} 秒后再试',
    en: 'Too many requests, please try again in {seconds} s',
  },
  sms_number_limit: {
    zh: '该号码一小时内获取验证码次数过多，请稍后再试',
    en: 'Too many codes for this number in the last hour, please try again later',
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
} as const satisfies Messages;
