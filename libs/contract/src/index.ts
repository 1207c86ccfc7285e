import { z } from 'zod';

/**
 * The API as the apps and the stand-in server (tools/dev-api) both see it. The server validates
 * with these schemas; the apps import the inferred types, so a drift fails the type check.
 * Every answer is wrapped in the envelope {state, code, msg, data}. Standard endpoints live under
 * /api and take AUTHORIZE_TOKEN; suman-style ones under /api/suman and take the `token` header.
 */
export const subAppId = z.enum(['suman', 'suman-teacher', 'onmat-teacher', 'onmat', 'slim', 'phala-teacher', 'phala', 'bay', 'beaticam', 'cycling']);

const phone = z.string().trim().regex(/^\d{4,15}$/, '手机号格式不正确');
const areaCode = z.string().trim().regex(/^\d{1,4}$/, '区号格式不正确');

export const sendSmsCodeRequest = z.object({ subApp: subAppId, areaCode, phone });
export const sendSmsCodeResponse = z.object({ resendAfter: z.number().int().positive() });

export const loginRequest = z.object({ subApp: subAppId, areaCode, phone, code: z.string().trim().regex(/^\d{4,8}$/, '验证码格式不正确') });
export const user = z.object({ id: z.number().int(), name: z.string(), phone: z.string(), areaCode: z.string() });
export const loginResponse = z.object({ token: z.string().min(16), user });

export const oauthExchangeRequest = z.object({ subApp: subAppId, code: z.string().min(1).max(128) });
export const oauthExchangeResponse = z.object({ token: z.string(), openId: z.string() });

export const webInitConfigRequest = z.object({ url: z.string().url().max(2048) });
export const webInitConfigResponse = z.object({ appId: z.string(), timestamp: z.number().int(), nonceStr: z.string(), signature: z.string().regex(/^[0-9a-f]{40}$/) });

export const shareConfigResponse = z.object({ shareTitle: z.string(), shareDesc: z.string(), shareImgUrl: z.string(), shareUrl: z.string() });

export const catalogKind = z.enum(['coaches', 'courses', 'classes', 'vip-cards', 'products', 'certificates', 'articles']);
export const page = <T extends z.ZodType>(item: T) => z.object({ list: z.array(item), page: z.number().int(), pageSize: z.number().int(), total: z.number().int() });

export type SubAppIdT = z.infer<typeof subAppId>;
export type SendSmsCodeRequest = z.infer<typeof sendSmsCodeRequest>;
export type SendSmsCodeResponse = z.infer<typeof sendSmsCodeResponse>;
export type LoginRequest = z.infer<typeof loginRequest>;
export type LoginResponse = z.infer<typeof loginResponse>;
export type User = z.infer<typeof user>;
export type WebInitConfigResponse = z.infer<typeof webInitConfigResponse>;
export type ShareConfigResponse = z.infer<typeof shareConfigResponse>;

/** For the generated API reference (tools/dev-api/API.md). */
export const endpoints = [
  { method: 'POST', path: '/api/auth/sms-code', auth: 'none', request: sendSmsCodeRequest, response: sendSmsCodeResponse, about: 'Send a one-time SMS code (one per phone per 60 s, valid 5 min, 5 wrong tries).' },
  { method: 'POST', path: '/api/auth/login', auth: 'none', request: loginRequest, response: loginResponse, about: 'Log in by phone and code for one sub-app (brand and role); the token is valid for that sub-app only.' },
  { method: 'POST', path: '/api/auth/wx/exchange', auth: 'none', request: oauthExchangeRequest, response: oauthExchangeResponse, about: 'Exchange a chat-platform code (once) for a token.' },
  { method: 'GET', path: '/api/user/me?subApp=', auth: 'AUTHORIZE_TOKEN (403)', request: null, response: user, about: 'The current user of a standard sub-app.' },
  { method: 'GET', path: '/api/suman/v1/user/me', auth: 'token (code 11)', request: null, response: user, about: 'The current suman student.' },
  { method: 'POST', path: '/api/auth/logout?subApp=', auth: 'AUTHORIZE_TOKEN or token', request: null, response: z.null(), about: 'Revoke the token.' },
  { method: 'POST', path: '/api/student/v1/wx/web_init_config', auth: 'none', request: webInitConfigRequest, response: webInitConfigResponse, about: 'Chat SDK signature: sha1 over jsapi_ticket, noncestr, timestamp, url.' },
  { method: 'GET', path: '/api/app/activity/new-user/wx-share/1?url=', auth: 'none', request: null, response: shareConfigResponse, about: 'Share card of the new-user activity.' },
  { method: 'GET', path: '/api/catalog/:kind?brand=&page=&pageSize=', auth: 'none', request: null, response: page(z.record(z.string(), z.unknown())), about: 'Seeded domain data: coaches, courses, classes, vip-cards, products, certificates, articles.' },
  { method: 'POST', path: '/api/echo', auth: 'optional', request: z.unknown(), response: z.unknown(), about: 'Echoes the body (compact round-trip checks).' },
] as const;
