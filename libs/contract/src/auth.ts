import { z } from 'zod';
import { areaCode, msg, phone, subAppId, type Endpoint } from './common';

export const sendSmsCodeRequest = z.object({ subApp: subAppId, areaCode, phone });
export const sendSmsCodeResponse = z.object({ resendAfter: z.number().int().positive() });

export const loginRequest = z.object({
  subApp: subAppId,
  areaCode,
  phone,
  code: z
    .string(msg('invalid_sms_code'))
    .trim()
    .regex(/^\d{4,8}$/, msg('invalid_sms_code')),
  /** The invite code of a share link the login page was opened with (login?invite=); ignored when unknown. */
  invite: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9]{4,32}$/)
    .optional()
    .catch(undefined),
});
/** The one user shape: `areaCode` is the calling code without "+", `phone` the national number. */
export const user = z.object({
  id: z.number().int(),
  name: z.string(),
  phone: z.string(),
  areaCode: z.string(),
});
export const loginResponse = z.object({ token: z.string().min(16), user });

export const oauthExchangeRequest = z.object({
  subApp: subAppId,
  code: z
    .string(msg('invalid_oauth_code'))
    .min(1, msg('invalid_oauth_code'))
    .max(128, msg('invalid_oauth_code')),
});
export const oauthExchangeResponse = z.object({ token: z.string(), openId: z.string() });

export type SendSmsCodeRequest = z.infer<typeof sendSmsCodeRequest>;
export type SendSmsCodeResponse = z.infer<typeof sendSmsCodeResponse>;
export type LoginRequest = z.infer<typeof loginRequest>;
export type LoginResponse = z.infer<typeof loginResponse>;
export type OauthExchangeRequest = z.infer<typeof oauthExchangeRequest>;
export type OauthExchangeResponse = z.infer<typeof oauthExchangeResponse>;
export type User = z.infer<typeof user>;

export const authEndpoints: Endpoint[] = [
  {
    method: 'POST',
    path: '/api/auth/sms-code',
    auth: 'none',
    request: sendSmsCodeRequest,
    response: sendSmsCodeResponse,
    about:
      'Send a one-time SMS code (one per phone per 60 s, five per phone and hour, valid 5 min, 5 wrong tries per code, 10 per phone and hour).',
  },
  {
    method: 'POST',
    path: '/api/auth/login',
    auth: 'none',
    request: loginRequest,
    response: loginResponse,
    about:
      'Log in by phone and code for one sub-app (brand and role); the token is valid for that sub-app only.',
  },
  {
    method: 'POST',
    path: '/api/auth/wx/exchange',
    auth: 'none',
    request: oauthExchangeRequest,
    response: oauthExchangeResponse,
    about: 'Exchange a chat-platform code (once) for a token.',
  },
  {
    method: 'GET',
    path: '/api/user/me?subApp=',
    auth: 'AUTHORIZE_TOKEN (403)',
    request: null,
    response: user,
    about: 'The current user of a standard sub-app.',
  },
  {
    method: 'GET',
    path: '/api/suman/v1/user/me',
    auth: 'token (code 11)',
    request: null,
    response: user,
    about: 'The current suman student.',
  },
  {
    method: 'POST',
    path: '/api/auth/logout?subApp=',
    auth: 'AUTHORIZE_TOKEN or token',
    request: null,
    response: z.null(),
    about: 'Revoke the token.',
  },
  {
    method: 'POST',
    path: '/api/echo',
    auth: 'optional',
    request: z.unknown(),
    response: z.unknown(),
    about: 'Echoes the body (compact round-trip checks).',
  },
];
