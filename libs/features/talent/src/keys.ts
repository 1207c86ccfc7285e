import type { SubAppId } from '@yoga/platform';

/**
 * Every query key of this domain. The sub-app is in every key: one app serves a student and a coach
 * sub-app with different tokens over one QueryClient. Mutations invalidate through these.
 */
export const talentKeys = {
  all: (subApp: SubAppId) => ['talent', subApp] as const,
  /** The programme page; `signedIn` is part of what is asked (a token adds the caller's application). */
  programme: (subApp: SubAppId, signedIn: boolean) =>
    [...talentKeys.all(subApp), 'programme', signedIn] as const,
};
