import type { CertSearchRequest } from '@yoga/contract';
import type { SubAppId } from '@yoga/platform';

/**
 * Every query key of this domain. A certificate's page is per sub-app (its brand); a search is
 * public and the same from every page.
 */
export const certificatesKeys = {
  all: ['certificates'] as const,
  search: (by: CertSearchRequest) => [...certificatesKeys.all, 'search', by] as const,
  detail: (subApp: SubAppId, id: number) => [...certificatesKeys.all, subApp, 'detail', id] as const,
};
