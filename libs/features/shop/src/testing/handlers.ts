import { http } from 'msw';
import type { ProductKind } from '@yoga/contract';
import { API, okJson } from '@yoga/testing';
import { catalogue, homes } from './catalog-fixtures';

export { catalogue, equipment, films, goods, homes } from './catalog-fixtures';

export const shopPaths = {
  home: `${API}/shop/home`,
  products: `${API}/shop/products`,
};

/** This domain's success answers, shared by its tests; each test adds its own failures. */
export const shopHandlers = [
  http.get(shopPaths.home, ({ request }) => {
    const kind = (new URL(request.url).searchParams.get('kind') ?? 'goods') as ProductKind;
    return okJson(homes[kind]);
  }),
  http.get(shopPaths.products, ({ request }) => {
    const s = new URL(request.url).searchParams;
    const categoryId = Number(s.get('categoryId') ?? 0);
    const q = s.get('q') ?? '';
    const page = Number(s.get('page') ?? 1);
    const pageSize = Number(s.get('pageSize') ?? 10);
    // As the stand-in: best sellers first, sold-out ones last.
    const all = catalogue[(s.get('kind') ?? 'goods') as ProductKind]
      .filter((p) => (!categoryId || p.categoryId === categoryId) && p.title.includes(q))
      .sort((a, b) => Number(a.soldOut) - Number(b.soldOut) || b.sales - a.sales);
    return okJson({
      list: all.slice((page - 1) * pageSize, page * pageSize),
      page,
      pageSize,
      total: all.length,
    });
  }),
];
