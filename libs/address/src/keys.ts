import type { SubAppId } from '@yoga/platform';

/**
 * Every query key of addresses. The sub-app is in every key: each brand keeps its own address book
 * under its own token. Mutations invalidate `all`, so the order sheet's default address follows too.
 */
export const addressKeys = {
  all: (subApp: SubAppId) => ['address', subApp] as const,
  list: (subApp: SubAppId) => [...addressKeys.all(subApp), 'list'] as const,
  detail: (subApp: SubAppId, id: number) => [...addressKeys.all(subApp), 'detail', id] as const,
};
