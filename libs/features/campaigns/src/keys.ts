import type { SubAppId } from '@yoga/platform';

/**
 * Every query key of this domain. The sub-app is in every key: the suman app serves students and
 * coaches (/teacher) with different tokens over one QueryClient. The actions invalidate through these.
 */
export const campaignsKeys = {
  all: (subApp: SubAppId) => ['campaigns', subApp] as const,
  event: (subApp: SubAppId, key: string) => [...campaignsKeys.all(subApp), 'event', key] as const,
  welfare: (subApp: SubAppId) => [...campaignsKeys.all(subApp), 'welfare'] as const,
  representative: (subApp: SubAppId) => [...campaignsKeys.all(subApp), 'representative'] as const,
  /** A form's submission for its result page; the sign-up and apply actions invalidate `all`. */
  receipt: (subApp: SubAppId, kind: string) => [...campaignsKeys.all(subApp), 'receipt', kind] as const,
  mat: (subApp: SubAppId) => [...campaignsKeys.all(subApp), 'mat'] as const,
  recipes: (subApp: SubAppId) => [...campaignsKeys.all(subApp), 'recipes'] as const,
  /** The way back from login with an action asked for: outside `all`, so invalidating never reruns it. */
  resume: (subApp: SubAppId, page: string) => ['campaigns-resume', subApp, page] as const,
};
