import type { SubAppId } from '@yoga/platform';

/**
 * Every query key of this domain. The sub-app is in every key: one app serves a student and a coach
 * sub-app with different tokens over one QueryClient. Uploads invalidate through these.
 */
export const materialsKeys = {
  all: (subApp: SubAppId) => ['materials', subApp] as const,
  classes: (subApp: SubAppId) => [...materialsKeys.all(subApp), 'classes'] as const,
  records: (subApp: SubAppId) => [...materialsKeys.all(subApp), 'records'] as const,
  homework: (subApp: SubAppId) => [...materialsKeys.all(subApp), 'homework'] as const,
  homeworkClass: (subApp: SubAppId, confId: number) =>
    [...materialsKeys.all(subApp), 'homework', confId] as const,
};
