import type { SubAppId } from '@yoga/platform';

/** Every query key of this domain; the sub-app is in every key (one app, two sub-apps, one client). */
export const albumKeys = {
  all: (subApp: SubAppId) => ['albums', subApp] as const,
  photos: (subApp: SubAppId) => [...albumKeys.all(subApp), 'photos'] as const,
  month: (subApp: SubAppId, month: string | null) => [...albumKeys.all(subApp), 'month', month] as const,
  year: (subApp: SubAppId, year: number) => [...albumKeys.all(subApp), 'year', year] as const,
};
