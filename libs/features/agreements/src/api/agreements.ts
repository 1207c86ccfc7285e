import { queryOptions, useQuery } from '@tanstack/react-query';
import { useLingui } from '@lingui/react';
import { api } from '@yoga/api';
import type { AgreementDocument, AgreementList } from '@yoga/contract';
import type { SubAppId } from '@yoga/platform';
import { agreementsKeys } from '../keys';

/** GET /api/agreements?subApp= (open signed out): the brand's documents for this sub-app's audience. */
export function fetchAgreementList(subApp: SubAppId): Promise<AgreementList> {
  return api.app.get<AgreementList>('agreements', { searchParams: { subApp } });
}

/** GET /api/agreements/:key?subApp=&version=: the version in effect, or the one asked for. */
export function fetchAgreement(
  subApp: SubAppId,
  key: string,
  version: number | null,
): Promise<AgreementDocument> {
  return api.app.get<AgreementDocument>(`agreements/${encodeURIComponent(key)}`, {
    searchParams: version === null ? { subApp } : { subApp, version: String(version) },
  });
}

export const agreementListOptions = (subApp: SubAppId, lang: string) =>
  queryOptions({ queryKey: agreementsKeys.list(subApp, lang), queryFn: () => fetchAgreementList(subApp) });

export const agreementOptions = (
  subApp: SubAppId,
  key: string | null,
  version: number | null,
  lang: string,
) =>
  queryOptions({
    queryKey: agreementsKeys.document(subApp, key ?? '', version, lang),
    queryFn: () => fetchAgreement(subApp, key!, version),
    enabled: key !== null,
  });

export function useAgreementList(subApp: SubAppId) {
  const { i18n } = useLingui();
  return useQuery(agreementListOptions(subApp, i18n.locale));
}

/** A key (or version) that does not parse asks nothing: the screen shows not found. */
export function useAgreement(subApp: SubAppId, key: string | null, version: number | null) {
  const { i18n } = useLingui();
  return useQuery(agreementOptions(subApp, key, version, i18n.locale));
}
