import type { SubAppId } from '@yoga/platform';

/**
 * Where each sub-app's user agreement and privacy policy live (spec/routes.json). Families without
 * their own pages point at the closest existing ones: suman coaches at the suman privacy page,
 * slim (whose business pages already use onmat handling) and beaticam at onmat's.
 */
export const agreementRoutes: Readonly<Record<SubAppId, { user: string; privacy: string }>> = {
  suman: { user: '/suman/agreement', privacy: '/suman/privacy' },
  'suman-teacher': { user: '/teacher/agreement', privacy: '/suman/privacy' },
  onmat: { user: '/onmat/agreement', privacy: '/onmat/privacy' },
  'onmat-teacher': { user: '/onmat/agreement', privacy: '/onmat/privacy' },
  slim: { user: '/onmat/agreement', privacy: '/onmat/privacy' },
  phala: { user: '/phala/agreement/user', privacy: '/phala/agreement/privacy' },
  'phala-teacher': { user: '/phala/agreement/user', privacy: '/phala/agreement/privacy' },
  bay: { user: '/bay/agreement/user', privacy: '/bay/agreement/privacy' },
  beaticam: { user: '/onmat/agreement', privacy: '/onmat/privacy' },
  cycling: { user: '/cycling/agreement/user', privacy: '/cycling/agreement/privacy' },
};
