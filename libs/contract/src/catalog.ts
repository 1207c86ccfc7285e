import { z } from 'zod';
import { page, type Endpoint } from './common';

export const catalogKind = z.enum([
  'coaches',
  'courses',
  'classes',
  'vip-cards',
  'products',
  'certificates',
  'articles',
]);
export const catalogItem = z.object({ id: z.number().int() }).catchall(z.unknown());
export const catalogPage = page(catalogItem);

export type CatalogKind = z.infer<typeof catalogKind>;
export type CatalogItem = z.infer<typeof catalogItem>;

export const catalogEndpoints: Endpoint[] = [
  {
    method: 'GET',
    path: '/api/catalog/:kind?brand=&page=&pageSize=',
    auth: 'none',
    request: null,
    response: catalogPage,
    about:
      'Seeded domain data: coaches, courses, classes, vip-cards, products, certificates, articles (page ≥ 1, pageSize 1–100).',
  },
];
