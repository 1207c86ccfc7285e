import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@yoga/api';
import type { CertSearchRequest, CertSearchResult } from '@yoga/contract';
import { certificatesKeys } from '../keys';

/** POST /api/certificates/search (public): the ID number goes in the body, never in a URL. */
export function searchCertificates(by: CertSearchRequest): Promise<CertSearchResult> {
  return api.app.post<CertSearchResult>('certificates/search', by, { showError: false });
}

/** Nothing is asked until a search is submitted (null). A result stays for the session: no re-search on focus. */
export const certSearchOptions = (by: CertSearchRequest | null) =>
  queryOptions({
    queryKey: certificatesKeys.search(by ?? { no: '' }),
    queryFn: () => searchCertificates(by!),
    enabled: by !== null,
    staleTime: Infinity,
  });

export const useCertSearch = (by: CertSearchRequest | null) => useQuery(certSearchOptions(by));
