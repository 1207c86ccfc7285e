import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@yoga/api';
import type { DeletionRequest, DeletionStatus, SendSmsCodeResponse, User } from '@yoga/contract';
import { ACCOUNT_CODES } from '@yoga/contract/codes';
import type { SubAppId } from '@yoga/platform';
import { accountKeys } from '../keys';

/** GET /api/account/deletion?subApp=: what a deletion takes away, what blocks it, a pending request. */
export function fetchDeletionStatus(subApp: SubAppId): Promise<DeletionStatus> {
  return api.app.get<DeletionStatus>('account/deletion', { searchParams: { subApp } });
}

export const deletionStatusOptions = (subApp: SubAppId) =>
  queryOptions({ queryKey: accountKeys.deletion(subApp), queryFn: () => fetchDeletionStatus(subApp) });

export const useDeletionStatus = (subApp: SubAppId) => useQuery(deletionStatusOptions(subApp));

/**
 * The login's own code: GET /api/user/me for the caller's number, then POST /api/auth/sms-code
 * (one per number per minute, valid five minutes). The number never shows on screen unmasked.
 */
export async function sendDeletionCode(subApp: SubAppId): Promise<SendSmsCodeResponse> {
  const me = await api.app.get<User>('user/me', { searchParams: { subApp } });
  return api.app.post<SendSmsCodeResponse>(
    'auth/sms-code',
    { subApp, areaCode: me.areaCode, phone: me.phone },
    { showError: false },
  );
}

export const useSendDeletionCode = (subApp: SubAppId) =>
  useMutation({ mutationFn: () => sendDeletionCode(subApp) });

/** POST /api/account/deletion?subApp= with the code: on success every session of the account ends. */
export function applyDeletion(subApp: SubAppId, code: string): Promise<DeletionRequest> {
  return api.app.post<DeletionRequest>(
    'account/deletion',
    { code },
    { searchParams: { subApp }, showError: false },
  );
}

/**
 * The session has ended on the server: nothing cached of it may show after the next sign-in (the
 * request itself, the profile, other features' data of the account), so the whole cache goes.
 */
export function useApplyDeletion(subApp: SubAppId) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => applyDeletion(subApp, code),
    onSuccess: () => client.clear(),
    // Something came to block it since the page loaded (an order placed elsewhere): show it.
    onError: (e) => {
      if ((e as { code?: unknown }).code === ACCOUNT_CODES.deletionBlocked)
        void client.invalidateQueries({ queryKey: accountKeys.deletion(subApp) });
    },
  });
}

/** POST /api/account/deletion/cancel?subApp=: the status without the pending request. */
export function cancelDeletion(subApp: SubAppId): Promise<DeletionStatus> {
  return api.app.post<DeletionStatus>('account/deletion/cancel', undefined, {
    searchParams: { subApp },
  });
}

export function useCancelDeletion(subApp: SubAppId) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => cancelDeletion(subApp),
    onSuccess: (s) => client.setQueryData(accountKeys.deletion(subApp), s),
  });
}
