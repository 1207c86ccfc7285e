import { vipCardKeys } from '@yoga/data-access-vip-cards';
import type { SubAppId } from '@yoga/platform';

/**
 * Every query key of the VIP domain. The sub-app is in every key: one app serves a student and a coach
 * sub-app with different tokens over one QueryClient. Mutations invalidate through these.
 */
export const vipKeys = {
  all: (subApp: SubAppId) => ['vip', subApp] as const,
  plans: (subApp: SubAppId, kind: 'member' | 'recipe') => [...vipKeys.all(subApp), 'plans', kind] as const,
  invite: (subApp: SubAppId, teacherId: number) => [...vipKeys.all(subApp), 'invite', teacherId] as const,
  // The cards are a shared resource (my_vip lists them, the deletion page counts them).
  cards: vipCardKeys.list,
  deposit: (subApp: SubAppId, target: string) => [...vipKeys.all(subApp), 'deposit', target] as const,
};
