import { mutationOptions, useMutation } from '@tanstack/react-query';
import { api } from '@yoga/api';
import type { SendSmsCodeRequest, SendSmsCodeResponse } from '@yoga/contract';

export type SendSmsCodeInput = SendSmsCodeRequest;
/** resendAfter: seconds before another code may be asked for. */
export type SendSmsCodeResult = SendSmsCodeResponse;

/** POST /api/auth/sms-code: a one-time code by SMS (one per phone per minute, valid five minutes). */
export function sendSmsCode(input: SendSmsCodeInput): Promise<SendSmsCodeResult> {
  return api.app.post<SendSmsCodeResult>('auth/sms-code', input, { auth: false });
}

export const sendSmsCodeOptions = () =>
  mutationOptions({ mutationKey: ['auth', 'sms-code'], mutationFn: sendSmsCode });

export const useSendSmsCode = () => useMutation(sendSmsCodeOptions());
