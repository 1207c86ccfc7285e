import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { api } from '@yoga/api';
import type { User } from '@yoga/contract';
import type { SubApp } from '@yoga/platform';
import { defaultStore, rememberAccount, storedAccount } from '@yoga/session';
import { invoiceKeys } from './keys';
import type { InvoiceOwner } from './draft';

/**
 * Whose invoice titles this form may show and remember: the sub-app and the user id. Two students on
 * one phone use one sub-app's storage, so what is kept is keyed by the account, as the session keeps
 * its accounts (`storageKeys.accountMemory`: the user id last seen with the stored token). When the device has not seen
 * that token's account yet (the invoice routes open without the shell's session check), it asks the
 * server. `owner` is null while unknown: nothing is prefilled or remembered for nobody in particular.
 */
export function useInvoiceOwner(sub: SubApp) {
  const store = defaultStore();
  const account = storedAccount(sub, store);
  const token = account?.token ?? '';
  const known = account?.userId ?? null;
  const me = useQuery({
    queryKey: [...invoiceKeys.all(sub.id), 'owner', token],
    queryFn: async () => {
      const u = await api.app.get<User>('user/me', {
        searchParams: { subApp: sub.id },
        showError: false,
      });
      rememberAccount(sub, token, u.id, store);
      return u.id;
    },
    enabled: !!token && known === null,
    staleTime: Infinity,
    retry: false,
  });
  const userId = known ?? me.data ?? null;
  // One object per account: the form's effects keyed on it run when the account changes, not on every render.
  const owner = useMemo<InvoiceOwner>(
    () => (userId === null ? null : { subApp: sub.id, userId }),
    [sub.id, userId],
  );
  return {
    owner,
    /** Still asking who is signed in: the form waits, so it does not start empty and then jump. */
    pending: !!token && known === null && me.isPending,
  };
}
