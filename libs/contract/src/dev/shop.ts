import type { Endpoint } from '../common';
import { devShopStockRequest, sku } from '../shop';

export const shopDevEndpoints: Endpoint[] = [
  {
    method: 'POST',
    path: '/__dev/shop/stock',
    auth: 'dev only',
    request: devShopStockRequest,
    response: sku,
    about:
      'Set a SKU’s stock so that `stock` units are left to buy (units held by pending and paid orders stay held).',
  },
];
