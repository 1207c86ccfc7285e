import type { SubAppId } from '@yoga/platform';

export type Viewer = 'member' | 'visitor';

/**
 * Every query key of this domain. The sub-app is in every key: one app serves a student and a coach
 * sub-app with different tokens over one QueryClient. A vote writes and invalidates through these.
 */
export const fundsKeys = {
  all: (subApp: SubAppId) => ['funds', subApp] as const,
  fund: (subApp: SubAppId, id: number) => [...fundsKeys.all(subApp), 'fund', id] as const,
  /** `viewer`: a visitor and a signed-in member read different answers (myVote), so each has its own entry. */
  detail: (subApp: SubAppId, id: number, viewer: Viewer) =>
    [...fundsKeys.fund(subApp, id), 'detail', viewer] as const,
  tally: (subApp: SubAppId, id: number, viewer: Viewer) =>
    [...fundsKeys.fund(subApp, id), 'tally', viewer] as const,
};
