import { msg, t } from '@lingui/core/macro';

export const messages = {
  requestFailed: msg`请求失败`,
  loginExpired: msg`未登录或登录失效`,
  loginPromptTitle: msg`提示`,
  loginPromptMessage: msg`请先登录账号`,
  loginPromptOk: msg`去登录`,
  loginPromptCancel: msg`暂不登录`,
  unreadableResponse: msg`服务返回了无法识别的内容，请稍后重试`,
};

/** A server message that must never reach the user (spec section 8). */
export const SILENT_SERVER_MESSAGES = new Set(['未绑定账号']);

/** Translated at call time, with the status filled in. */
export const serviceUnavailable = (status: number): string => t`服务暂时不可用（HTTP ${status}）`;
