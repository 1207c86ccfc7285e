import type { CertSearchRequest } from '@yoga/contract';
import type { SubAppId } from '@yoga/platform';

/**
 * Every query key of this domain. A certificate's page is per sub-app (its brand); a search is
 * public and the same from every page. Exam booking and renewal are the signed-in user's, per sub-app.
 */
export const certificatesKeys = {
  all: ['certificates'] as const,
  search: (by: CertSearchRequest) => [...certificatesKeys.all, 'search', by] as const,
  detail: (subApp: SubAppId, id: string) => [...certificatesKeys.all, subApp, 'detail', id] as const,
  exam: (subApp: SubAppId) => [...certificatesKeys.all, subApp, 'exam'] as const,
  examOptions: (subApp: SubAppId) => [...certificatesKeys.exam(subApp), 'options'] as const,
  examBooking: (subApp: SubAppId) => [...certificatesKeys.exam(subApp), 'booking'] as const,
  renewal: (subApp: SubAppId) => [...certificatesKeys.all, subApp, 'renewal'] as const,
  renewalOptions: (subApp: SubAppId) => [...certificatesKeys.renewal(subApp), 'options'] as const,
  renewalOne: (subApp: SubAppId, orderNo: string) => [...certificatesKeys.renewal(subApp), orderNo] as const,
};
