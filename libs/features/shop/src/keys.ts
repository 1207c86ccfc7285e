import type { ProductKind } from '@yoga/contract';
import type { SubAppId } from '@yoga/platform';

/** What a product list is narrowed by: the kind always, a category and a search text when chosen. */
export interface ProductFilter {
  kind: ProductKind;
  categoryId?: number;
  q?: string;
}

/**
 * Every query key of the shop domain. The sub-app is in every key: one app serves a student and a
 * coach sub-app with different tokens over one QueryClient. Mutations invalidate through these.
 */
export const shopKeys = {
  all: (subApp: SubAppId) => ['shop', subApp] as const,
  home: (subApp: SubAppId, kind: ProductKind) => [...shopKeys.all(subApp), 'home', kind] as const,
  /** Every product list of the sub-app (to invalidate them all once stock changed). */
  lists: (subApp: SubAppId) => [...shopKeys.all(subApp), 'list'] as const,
  list: (subApp: SubAppId, filter: ProductFilter) => [...shopKeys.lists(subApp), filter] as const,
  detail: (subApp: SubAppId, spuId: number) => [...shopKeys.all(subApp), 'detail', spuId] as const,
  reviews: (subApp: SubAppId, spuId: number) => [...shopKeys.all(subApp), 'reviews', spuId] as const,
  matInvite: (subApp: SubAppId) => [...shopKeys.all(subApp), 'mat-invite'] as const,
};
