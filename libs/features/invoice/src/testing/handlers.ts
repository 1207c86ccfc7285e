import { http } from 'msw';
import type { Invoice, InvoiceableOrder, InvoiceRequest } from '@yoga/contract';
import { API, failJson, okJson } from '@yoga/testing';
import { paidOrders, seededInvoices } from './fixtures';

/** The fake server's state for one test; `resetInvoiceDb()` before each. */
export const db = {
  orders: [] as InvoiceableOrder[],
  invoices: [] as Invoice[],
  requests: [] as InvoiceRequest[],
};

export function resetInvoiceDb() {
  db.orders = paidOrders();
  db.invoices = seededInvoices();
  db.requests = [];
}
resetInvoiceDb();

function paged<T>(request: Request, all: T[]) {
  const q = new URL(request.url).searchParams;
  const page = Number(q.get('page') ?? 1);
  const pageSize = Number(q.get('pageSize') ?? 10);
  return okJson({
    list: all.slice((page - 1) * pageSize, page * pageSize),
    page,
    pageSize,
    total: all.length,
  });
}

/** Who a token belongs to: the test kit's token is student 1; `token-of-<id>-…` is student <id>. */
const userOf = (token: string | null) => Number(/^token-of-(\d+)-/.exec(token ?? '')?.[1] ?? 1);

/** The invoice domain's answers, shared by its tests; each test adds its own failures. */
export const invoiceHandlers = [
  http.get(`${API}/user/me`, ({ request }) => {
    const id = userOf(request.headers.get('AUTHORIZE_TOKEN'));
    return okJson({ id, name: `学员${id}`, phone: '13800000000', areaCode: '86' });
  }),
  http.get(`${API}/invoices/orders`, ({ request }) => paged(request, db.orders)),
  http.get(`${API}/invoices`, ({ request }) => paged(request, db.invoices)),
  http.post(`${API}/invoices`, async ({ request }) => {
    const body = (await request.json()) as InvoiceRequest;
    db.requests.push(body);
    const orders = body.orderNos.map((n) => db.orders.find((o) => o.orderNo === n && o.invoiceId === null));
    if (orders.some((o) => !o)) return failJson(4401, '所选订单不能开票或已开过票');
    const id = Math.max(0, ...db.invoices.map((i) => i.id)) + 1;
    const invoice: Invoice = {
      id,
      invoiceNo: null,
      status: 'pending',
      titleType: body.titleType,
      title: body.title,
      taxNo: body.taxNo ?? '',
      email: body.email,
      amount: orders.reduce((s, o) => s + o!.amount, 0),
      orders: orders.map((o) => ({ orderNo: o!.orderNo, title: o!.title, amount: o!.amount })),
      createdAt: new Date().toISOString(),
      issuedAt: null,
      downloadUrl: null,
    };
    for (const o of orders) o!.invoiceId = id;
    db.invoices.unshift(invoice);
    return okJson(invoice);
  }),
];
