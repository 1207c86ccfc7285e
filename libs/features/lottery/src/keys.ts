import type { SubAppId } from '@yoga/platform';

/**
 * Every query key of this domain. The sub-app is in every key: one app serves a student and a coach
 * sub-app with different tokens over one QueryClient. A draw and a saved address invalidate through these.
 */
export const lotteryKeys = {
  all: (subApp: SubAppId) => ['lottery', subApp] as const,
  /** The activity as a visitor or as the signed-in user sees it (chances left only for the latter). */
  activity: (subApp: SubAppId, id: number, viewer: 'user' | 'guest') =>
    [...lotteryKeys.all(subApp), 'activity', id, viewer] as const,
  wins: (subApp: SubAppId, activityId: number) => [...lotteryKeys.all(subApp), 'wins', activityId] as const,
  win: (subApp: SubAppId, winId: number) => [...lotteryKeys.all(subApp), 'win', winId] as const,
};
