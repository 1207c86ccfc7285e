import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useRouteQuery } from '@yoga/ui';

export interface BuyState {
  skuId: number | null;
  qty: number;
  /** The order sheet is open (buy=1). */
  ordering: boolean;
  /** The address chosen for this order (addr=), else the sub-app's default is used. */
  addrId: number | null;
}

const idOf = (v: string | null) => (v && /^\d{1,9}$/.test(v) && Number(v) > 0 ? Number(v) : null);

/**
 * The buy-now state lives in the URL (?sku=&qty=&buy=1&addr=): a reload, the way back from the address
 * pages or from login restores the chosen SKU, quantity and the open order sheet.
 */
export function useBuyState() {
  const loc = useLocation();
  const navigate = useNavigate();
  // equipment_detail/:id, film_discount/:filmId and yoga_mat_page declare the same buy query.
  const q = useRouteQuery('product/detail/:spuId');
  const state: BuyState = {
    skuId: idOf(q.sku),
    qty: idOf(q.qty) ?? 1,
    ordering: q.buy === '1',
    addrId: idOf(q.addr),
  };
  const search = loc.search;
  const pathname = loc.pathname;
  const set = useCallback(
    (next: Partial<BuyState>) => {
      const p = new URLSearchParams(search);
      if (next.skuId !== undefined) p.set('sku', String(next.skuId));
      if (next.qty !== undefined) p.set('qty', String(next.qty));
      if (next.ordering === true) p.set('buy', '1');
      if (next.ordering === false) p.delete('buy');
      if (next.addrId !== undefined)
        if (next.addrId === null) p.delete('addr');
        else p.set('addr', String(next.addrId));
      void navigate(`${pathname}?${p}`, { replace: true });
    },
    [search, pathname, navigate],
  );
  return { ...state, set, here: pathname + search };
}
