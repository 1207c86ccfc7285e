import { queryOptions, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@yoga/api';
import type { WalletWithdrawal, WithdrawalPage } from '@yoga/contract';
import type { SubAppId } from '@yoga/platform';
import { walletKeys } from '../keys';
import { PAGE_SIZE, pagedOptions } from './paged';

/** GET /api/wallet/withdrawals?subApp=&page=&pageSize= : newest first, each in its state now. */
export const fetchWithdrawalPage = (subApp: SubAppId, page: number) =>
  api.app.get<WithdrawalPage>('wallet/withdrawals', {
    searchParams: { subApp, page, pageSize: PAGE_SIZE },
  });
export const withdrawalsOptions = (subApp: SubAppId) =>
  pagedOptions(walletKeys.withdrawals(subApp), (page) => fetchWithdrawalPage(subApp, page));
export const useWithdrawals = (subApp: SubAppId, enabled = true) =>
  useInfiniteQuery({ ...withdrawalsOptions(subApp), enabled });

/** GET /api/wallet/withdrawals/:id?subApp= : the screen says "not found" itself, so no toast. */
export const fetchWithdrawal = (subApp: SubAppId, id: number) =>
  api.app.get<WalletWithdrawal>(`wallet/withdrawals/${id}`, {
    searchParams: { subApp },
    showError: false,
  });
export const withdrawalOptions = (subApp: SubAppId, id: number) =>
  queryOptions({
    queryKey: walletKeys.withdrawal(subApp, id),
    queryFn: () => fetchWithdrawal(subApp, id),
    // An open withdrawal moves on by itself; look again while the user watches.
    refetchInterval: (q) =>
      q.state.data && ['applied', 'processing'].includes(q.state.data.state) ? 30_000 : false,
  });
export const useWithdrawal = (subApp: SubAppId, id: number, enabled = true) =>
  useQuery({ ...withdrawalOptions(subApp, id), enabled });

/** POST /api/wallet/withdrawals?subApp= {amount}: the server's refusal (4551, 4552) is toasted by the request layer. */
export const withdraw = (subApp: SubAppId, amount: number) =>
  api.app.post<WalletWithdrawal>('wallet/withdrawals', { amount }, { searchParams: { subApp } });

/** Balance, income and withdrawals all change: refetched together whatever the answer. */
export function useWithdraw(subApp: SubAppId) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (amount: number) => withdraw(subApp, amount),
    onSettled: () => client.invalidateQueries({ queryKey: walletKeys.money(subApp) }),
  });
}
