import type { SubAppId } from '@yoga/platform';

/**
 * Every query key of the wallet domain. The sub-app is in every key: one app serves a student and a
 * coach sub-app with different tokens over one QueryClient. Mutations invalidate through these.
 */
export const walletKeys = {
  all: (subApp: SubAppId) => ['wallet', subApp] as const,
  // Points (summary and ledgers) are keyed by @yoga/data-access-points, under this same root.
  /** Everything about money: balance, income, withdrawals (a withdrawal changes all of them). */
  money: (subApp: SubAppId) => [...walletKeys.all(subApp), 'money'] as const,
  summary: (subApp: SubAppId) => [...walletKeys.money(subApp), 'summary'] as const,
  income: (subApp: SubAppId) => [...walletKeys.money(subApp), 'income'] as const,
  incomeDetail: (subApp: SubAppId, id: number) => [...walletKeys.money(subApp), 'income', id] as const,
  withdrawals: (subApp: SubAppId) => [...walletKeys.money(subApp), 'withdrawals'] as const,
  withdrawal: (subApp: SubAppId, id: number) => [...walletKeys.money(subApp), 'withdrawal', id] as const,
  rule: (subApp: SubAppId) => [...walletKeys.all(subApp), 'study-rule'] as const,
  progress: (subApp: SubAppId, month: string) =>
    [...walletKeys.all(subApp), 'study-progress', month] as const,
};
