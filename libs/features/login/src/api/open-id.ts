import { mutationOptions, useMutation } from '@tanstack/react-query';
import type { OpenIdResponse } from '@yoga/contract';
import { api } from '@yoga/api';
import type { SubAppId } from '@yoga/platform';

export interface OpenIdInput {
  subApp: SubAppId;
  code: string;
}

/** GET /api/wx/open-id?subApp=&code=: a silent chat-platform code, usable once, for the openId only. */
export function fetchOpenId({ subApp, code }: OpenIdInput): Promise<OpenIdResponse> {
  // The screen says what went wrong in place (no toast).
  return api.app.get('wx/open-id', { searchParams: { subApp, code }, auth: false, showError: false });
}

export const openIdOptions = () =>
  mutationOptions({ mutationKey: ['auth', 'wx-open-id'], mutationFn: fetchOpenId });

export const useOpenIdExchange = () => useMutation(openIdOptions());
