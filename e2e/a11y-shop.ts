import type { Page } from '@playwright/test';
import { subApps } from '@yoga/platform';
import { apiToken } from './auth';

// The store screens of issue 10 show their content only for a real product, order or shipment. The
// catalogue's ids are fixed by the seed (tools/dev-api/src/domains/shop/seed-*.ts); the demo student's
// order numbers and shipment ids are found through the stand-in API. beaticam and cycling seed no
// orders for the demo student: their result pages get an order of a shopper of their own (not the
// demo student, whose address book other specs expect empty there).

type Live = { ids?: Record<string, string>; query?: string };
/** What the store's screens need of a browser page: its API calls, and signing a shopper in. */
export type ShopPage = Pick<Page, 'request' | 'addInitScript' | 'waitForTimeout'>;
type Order = { orderNo: string; status: string; shipmentId: number | null };

const SHOPPER = '13812359901';
const fixed: Record<string, Live> = {
  '/onmat/product/detail/:spuId': { ids: { spuId: '1' } },
  '/phala/product/detail/:spuId': { ids: { spuId: '25' } },
  '/beaticam/film_discount/:filmId': { ids: { filmId: '61' } },
  '/cycling/equipment_detail/:id': { ids: { id: '52' } },
};

const get = async <T>(page: ShopPage, url: string, token: string): Promise<T> =>
  (await (await page.request.get(url, { headers: { AUTHORIZE_TOKEN: token } })).json()).data as T;
const post = async <T>(page: ShopPage, url: string, token: string, data: object): Promise<T> => {
  const body = await (await page.request.post(url, { headers: { AUTHORIZE_TOKEN: token }, data })).json();
  if (body.state !== 1) throw new Error(`${url}: ${body.msg}`);
  return body.data as T;
};

const orders = (page: ShopPage, subApp: string, token: string) =>
  get<{ list: Order[] }>(page, `/api/shop/orders?subApp=${subApp}&pageSize=50`, token).then((d) => d.list);

/**
 * A pending order of the shopper's own for a product of a sub-app without seeded orders: the one
 * already waiting when there is one (the sweeps see these screens in turn, and the stand-in caps the
 * units one user holds in unpaid orders), else a new one.
 */
async function ownOrder(page: ShopPage, subApp: string, spuId: number): Promise<string> {
  const token = await apiToken(page, subApp, SHOPPER);
  const signIn = () =>
    page.addInitScript(
      ([k, v]) => localStorage.setItem(k!, v!),
      [subApps.find((s) => s.id === subApp)!.tokenKey, token],
    );
  const waiting = (await orders(page, subApp, token)).find((o) => o.status === 'to-pay');
  if (waiting) {
    await signIn();
    return waiting.orderNo;
  }
  const product = await get<{ skus: { id: number; stock: number }[] }>(
    page,
    `/api/shop/products/${spuId}?subApp=${subApp}`,
    token,
  );
  const address = await post<{ id: number }>(page, `/api/addresses?subApp=${subApp}`, token, {
    name: '无障碍',
    areaCode: '86',
    phone: SHOPPER,
    region: ['浙江省', '杭州市', '西湖区'],
    regionCodes: ['330000', '330100', '330106'],
    detail: '文三路 478 号',
    isDefault: true,
  });
  const sku = product.skus.find((s) => s.stock > 0)!;
  const placed = await post<{ orderNo: string }>(page, `/api/shop/orders?subApp=${subApp}`, token, {
    skuId: sku.id,
    quantity: 1,
    addressId: address.id,
  });
  await signIn();
  return placed.orderNo;
}

/** Screens shown with an order of a shopper of their own, who is signed in for them (not the demo student). */
export const ownsOrder = (path: string): boolean =>
  /^\/\w+\/(film_pay_success|equipment_pay_success)$/.test(path) || path === '/beaticam/pay_info';

/** Ids and query for a store screen (null for any other path); `token` is the demo student's. */
export async function shopScreen(page: ShopPage, path: string, token: string | null): Promise<Live | null> {
  if (fixed[path]) return fixed[path];
  const [, prefix, rest] = /^\/(\w+)(\/.*)$/.exec(path) ?? [];
  if (!prefix || !rest) return null;
  if (ownsOrder(path) && rest !== '/equipment_pay_success')
    return { query: `orderNo=${await ownOrder(page, 'beaticam', 61)}` };
  if (rest === '/equipment_pay_success') return { query: `orderNo=${await ownOrder(page, 'cycling', 52)}` };
  if (!token) return null;
  const pick = async (f: (o: Order) => boolean) => (await orders(page, prefix, token)).find(f);
  if (rest === '/product/evaluate/:orderId')
    return { ids: { orderId: (await pick((o) => o.status === 'received'))!.orderNo } };
  if (rest === '/post_order_info/:postOrderId')
    return { ids: { postOrderId: String((await pick((o) => o.shipmentId !== null))!.shipmentId) } };
  if (rest === '/product/pay_success')
    return { query: `orderNo=${(await pick((o) => o.status === 'shipped'))!.orderNo}` };
  if (rest === '/order/invoice/apply') {
    const list = await get<{ list: { orderNo: string; invoiceId: number | null }[] }>(
      page,
      `/api/invoices/orders?subApp=${prefix}`,
      token,
    );
    const open = list.list.filter((o) => o.invoiceId === null).slice(0, 2);
    return { query: `orderNos=${open.map((o) => o.orderNo).join(',')}` };
  }
  return null;
}
