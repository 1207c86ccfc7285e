import { mutationOptions, useMutation } from '@tanstack/react-query';
import type { LoginResponse } from '@yoga/contract';
import { api } from '@yoga/api';

export interface ChatExchangeInput {
  subApp: string;
  code: string;
}

/** POST /api/auth/wx/exchange: a chat-platform code, usable once, for this sub-app's token. */
export function exchangeChatCode(input: ChatExchangeInput): Promise<Pick<LoginResponse, 'token'>> {
  return api.app.post('auth/wx/exchange', input, { auth: false });
}

export const chatExchangeOptions = () =>
  mutationOptions({ mutationKey: ['auth', 'wx-exchange'], mutationFn: exchangeChatCode });

export const useChatExchange = () => useMutation(chatExchangeOptions());
