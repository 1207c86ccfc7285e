import { useEffect } from 'react';
import { useParams } from 'react-router';
import { useLingui } from '@lingui/react/macro';
import { brands, documentTitle } from '@yoga/platform';
import { parseId } from '@yoga/format';
import { isNotFoundError, useSubApp } from '@yoga/ui';
import { useProductDetail } from '../api/product-detail';
import { useBuyFlow } from '../buy/buy-flow';

/**
 * One product's page state: the sub-app, the product (by id from the route or given), whether it is
 * missing, and the buy-now flow. Shared by the product page, the yoga-mat landing and the film offer.
 */
export function useProductPage(givenId?: number | null) {
  const { i18n } = useLingui();
  const params = useParams();
  const sub = useSubApp();
  // product/detail/:spuId, equipment_detail/:id and film_discount/:filmId name the same thing.
  const spuId = givenId !== undefined ? givenId : parseId(params.spuId ?? params.id ?? params.filmId);
  const query = useProductDetail(sub.id, spuId);
  const product = spuId === null ? undefined : query.data;
  const flow = useBuyFlow(sub, product, () => query.refetch());
  // A malformed id asks nothing; an unknown or delisted product (404 or its code) is the same state.
  const notFound = spuId === null || isNotFoundError(query.error);

  useEffect(() => {
    // The chat platform's share card and the tab show the product, not just "product detail".
    if (product) document.title = documentTitle(product.title, i18n._(brands[sub.brand].name));
  }, [product, sub.brand, i18n]);

  return { sub, spuId, query, product, notFound, flow, locale: i18n.locale };
}
