import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@yoga/api';
import type { Certificate } from '@yoga/contract';
import type { SubAppId } from '@yoga/platform';
import { certificatesKeys } from '../keys';

/** GET /api/certificates/:id?subApp= (public): one certificate of the sub-app's brand. */
export function fetchCertificate(subApp: SubAppId, id: number): Promise<Certificate> {
  return api.app.get<Certificate>(`certificates/${id}`, { searchParams: { subApp } });
}

export const certificateOptions = (subApp: SubAppId, id: number | null) =>
  queryOptions({
    queryKey: certificatesKeys.detail(subApp, id ?? 0),
    queryFn: () => fetchCertificate(subApp, id!),
    enabled: id !== null,
  });

/** A malformed id asks nothing (the screen shows not found). */
export const useCertificate = (subApp: SubAppId, id: number | null) =>
  useQuery(certificateOptions(subApp, id));
