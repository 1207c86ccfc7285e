import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { api } from '@yoga/api';
import type { Renewal, RenewalCreated, RenewalOptions } from '@yoga/contract';
import type { SubAppId } from '@yoga/platform';
import { certificatesKeys } from '../keys';

/** GET /api/certificates/renewal/options?subApp= (AUTHORIZE_TOKEN): the caller's certificates and eligibility. */
export const renewalOptionsQuery = (subApp: SubAppId) =>
  queryOptions({
    queryKey: certificatesKeys.renewalOptions(subApp),
    queryFn: () => api.app.get<RenewalOptions>('certificates/renewal/options', { searchParams: { subApp } }),
  });
export const useRenewalOptions = (subApp: SubAppId, enabled: boolean) =>
  useQuery({ ...renewalOptionsQuery(subApp), enabled });

/** POST /api/certificates/renewal?subApp=: a pending renewal order (the server checks eligibility again). */
export const useStartRenewal = (subApp: SubAppId) =>
  useMutation({
    mutationFn: (certificateId: string) =>
      api.app.post<RenewalCreated>(
        'certificates/renewal',
        { certificateId },
        {
          searchParams: { subApp },
          showError: false,
        },
      ),
  });

/** GET /api/certificates/renewal/:orderNo?subApp=: one of the caller's renewals, as the server has it. */
export const useRenewal = (subApp: SubAppId, orderNo: string | null, enabled: boolean) =>
  useQuery({
    queryKey: certificatesKeys.renewalOne(subApp, orderNo ?? ''),
    queryFn: () =>
      // Not found is the page's own state, not a toast as well.
      api.app.get<Renewal>(`certificates/renewal/${encodeURIComponent(orderNo!)}`, {
        searchParams: { subApp },
        showError: false,
      }),
    enabled: enabled && orderNo !== null,
  });
