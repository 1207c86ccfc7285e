import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@yoga/api';
import type { Certificate } from '@yoga/contract';
import type { SubAppId } from '@yoga/platform';
import { certificatesKeys } from '../keys';

/** GET /api/certificates/:id?subApp= (public): one certificate of the sub-app's brand, by its public id. */
export function fetchCertificate(subApp: SubAppId, id: string): Promise<Certificate> {
  return api.app.get<Certificate>(`certificates/${id}`, { searchParams: { subApp } });
}

export const certificateOptions = (subApp: SubAppId, id: string | null) =>
  queryOptions({
    queryKey: certificatesKeys.detail(subApp, id ?? ''),
    queryFn: () => fetchCertificate(subApp, id!),
    enabled: id !== null,
  });

/** A malformed id asks nothing (the screen shows not found). */
export const useCertificate = (subApp: SubAppId, id: string | null) =>
  useQuery(certificateOptions(subApp, id));
