import type { SubAppId } from '@yoga/platform';

/**
 * Every query key of the coach wallet. The sub-app is in every key: one app serves a student and a
 * coach sub-app with different tokens over one QueryClient. A payment (on the cashier) changes the
 * balance, the ledger and the bought packages: the screens invalidate `all` when they open.
 */
export const coachWalletKeys = {
  all: (subApp: SubAppId) => ['coach-wallet', subApp] as const,
  packages: (subApp: SubAppId) => [...coachWalletKeys.all(subApp), 'packages'] as const,
  owned: (subApp: SubAppId) => [...coachWalletKeys.all(subApp), 'owned'] as const,
  ownedOne: (subApp: SubAppId, id: number) => [...coachWalletKeys.owned(subApp), id] as const,
  pearls: (subApp: SubAppId) => [...coachWalletKeys.all(subApp), 'pearls'] as const,
  ledger: (subApp: SubAppId) => [...coachWalletKeys.all(subApp), 'ledger'] as const,
};
