import type { SubAppId } from '@yoga/platform';

/** Every query key of this domain, the (coach) sub-app in each; mutations invalidate through these. */
export const coachAccountKeys = {
  all: (subApp: SubAppId) => ['coach-account', subApp] as const,
  payouts: (subApp: SubAppId) => [...coachAccountKeys.all(subApp), 'payouts'] as const,
  invoices: (subApp: SubAppId) => [...coachAccountKeys.all(subApp), 'invoices'] as const,
  student: (subApp: SubAppId, phone: string) => [...coachAccountKeys.all(subApp), 'student', phone] as const,
  payroll: (subApp: SubAppId) => [...coachAccountKeys.all(subApp), 'payroll'] as const,
  level: (subApp: SubAppId) => [...coachAccountKeys.all(subApp), 'level'] as const,
  application: (subApp: SubAppId) => [...coachAccountKeys.all(subApp), 'application'] as const,
  complaints: (subApp: SubAppId) => [...coachAccountKeys.all(subApp), 'complaints'] as const,
};
