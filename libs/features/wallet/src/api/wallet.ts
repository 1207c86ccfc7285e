import { queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { api } from '@yoga/api';
import type { IncomePage, WalletIncome, WalletSummary } from '@yoga/contract';
import type { SubAppId } from '@yoga/platform';
import { walletKeys } from '../keys';
import { PAGE_SIZE, pagedOptions } from './paged';

/** GET /api/wallet?subApp= : available, frozen, pending and total income, the payee (masked). */
export const fetchWallet = (subApp: SubAppId) =>
  api.app.get<WalletSummary>('wallet', { searchParams: { subApp } });
export const walletOptions = (subApp: SubAppId) =>
  queryOptions({ queryKey: walletKeys.summary(subApp), queryFn: () => fetchWallet(subApp) });
export const useWallet = (subApp: SubAppId) => useQuery(walletOptions(subApp));

/** GET /api/wallet/income?subApp=&page=&pageSize= : newest first. */
export const fetchIncomePage = (subApp: SubAppId, page: number) =>
  api.app.get<IncomePage>('wallet/income', { searchParams: { subApp, page, pageSize: PAGE_SIZE } });
export const incomeOptions = (subApp: SubAppId) =>
  pagedOptions(walletKeys.income(subApp), (page) => fetchIncomePage(subApp, page));
export const useIncome = (subApp: SubAppId, enabled = true) =>
  useInfiniteQuery({ ...incomeOptions(subApp), enabled });

/** GET /api/wallet/income/:id?subApp= : 404 for an unknown id or another user's. Not retried: 404 is final. */
export const fetchIncome = (subApp: SubAppId, id: number) =>
  api.app.get<WalletIncome>(`wallet/income/${id}`, { searchParams: { subApp }, showError: false });
export const incomeDetailOptions = (subApp: SubAppId, id: number) =>
  queryOptions({
    queryKey: walletKeys.incomeDetail(subApp, id),
    queryFn: () => fetchIncome(subApp, id),
  });
export const useIncomeDetail = (subApp: SubAppId, id: number, enabled = true) =>
  useQuery({ ...incomeDetailOptions(subApp, id), enabled });
