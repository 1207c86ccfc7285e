import type { SubAppId } from '@yoga/platform';

/**
 * The student's points: the balance course_pay and the store's order sheet offer to spend, and the
 * points page's summary and ledger below it. One root per sub-app (a student and a coach sub-app share
 * one QueryClient with different tokens), so placing, cancelling or refunding an order anywhere marks
 * every view of the points stale at once.
 */
export const pointsKeys = {
  all: (subApp: SubAppId) => ['wallet', subApp, 'points'] as const,
  summary: (subApp: SubAppId) => pointsKeys.all(subApp),
  ledger: (subApp: SubAppId, kind: string) => [...pointsKeys.all(subApp), 'ledger', kind] as const,
};
