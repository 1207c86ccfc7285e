import { beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { http } from 'msw';
import { API, failJson, okJson, renderScreen, startServer } from '@yoga/testing';
import { formatMoney } from '@yoga/format';
import { db, invoiceHandlers, resetInvoiceDb } from './testing/handlers';
import InvoiceOrdersScreen from './orders-screen';

const server = startServer(...invoiceHandlers);
const open = (signedIn = true) =>
  renderScreen(<InvoiceOrdersScreen />, { path: '/slim/order/invoice', signedIn, title: '发票' });
const boxOf = (title: string) =>
  within(screen.getByText(title).closest('li')!).getByRole('checkbox') as HTMLInputElement;
const bar = () => screen.getByTestId('invoice-bar');

beforeEach(resetInvoiceDb);

describe('invoice orders', () => {
  it('lists the paid orders with the invoiced ones marked and disabled, then pages in the rest', async () => {
    const { user } = await open();
    expect(await screen.findByText(db.orders[0]!.title)).toBeTruthy();
    expect(within(screen.getByTestId('invoice-orders')).getAllByRole('checkbox')).toHaveLength(10);
    const issued = screen.getByText(db.orders[1]!.title).closest('li')!;
    expect(await within(issued).findByText('已开票')).toBeTruthy();
    expect(
      await within(screen.getByText(db.orders[2]!.title).closest('li')!).findByText('开票中'),
    ).toBeTruthy();
    expect(boxOf(db.orders[1]!.title).disabled).toBe(true);
    expect(boxOf(db.orders[0]!.title).disabled).toBe(false);
    await user.click(screen.getByRole('button', { name: '加载更多' }));
    expect(await screen.findByText(db.orders[11]!.title)).toBeTruthy();
    expect(screen.getByRole('link', { name: '开票记录' }).getAttribute('href')).toBe(
      '/slim/order/invoice/record',
    );
  });

  it('sums the ticked orders and goes on to apply with their numbers', async () => {
    const { user, where } = await open();
    const [a, , , b] = db.orders;
    await screen.findByText(a!.title);
    expect(within(bar()).getByRole('button', { name: '去开票' }).hasAttribute('disabled')).toBe(true);
    await user.click(boxOf(a!.title));
    await user.click(boxOf(b!.title));
    expect(bar().textContent).toContain('已选 2 笔 合计 ¥51.80');
    await user.click(boxOf(b!.title));
    expect(bar().textContent).toContain('已选 1 笔 合计 ¥10.90');
    await user.click(boxOf(b!.title));
    await user.click(within(bar()).getByRole('button', { name: '去开票' }));
    // link() encodes the comma; the apply screen reads the same two numbers back.
    expect(where()).toBe(`/slim/order/invoice/apply?orderNos=${a!.orderNo}%2C${b!.orderNo}`);
  });

  it('selects all loaded orders that can be invoiced, and none again', async () => {
    const { user } = await open();
    await screen.findByText(db.orders[0]!.title);
    const all = within(bar()).getByRole('checkbox', { name: '全选' });
    await user.click(all);
    const open8 = db.orders.slice(0, 10).filter((o) => o.invoiceId === null);
    const sum = open8.reduce((s, o) => s + o.amount, 0);
    expect(bar().textContent).toContain(`已选 8 笔 合计 ${formatMoney(sum)}`);
    expect(boxOf(db.orders[1]!.title).checked).toBe(false);
    await user.click(all);
    expect(bar().textContent).toContain('已选 0 笔');
  });

  it('keeps the ticks over a reload of the page', async () => {
    const first = await open();
    await screen.findByText(db.orders[0]!.title);
    await first.user.click(boxOf(db.orders[0]!.title));
    first.unmount();
    await open();
    await screen.findByText(db.orders[0]!.title);
    expect(boxOf(db.orders[0]!.title).checked).toBe(true);
  });

  it('says so when nothing can be invoiced, with the way to the record', async () => {
    server.use(
      http.get(`${API}/invoices/orders`, () => okJson({ list: [], page: 1, pageSize: 10, total: 0 })),
    );
    await open();
    expect(await screen.findByText('暂无可开票订单')).toBeTruthy();
    expect(screen.getByRole('link', { name: '查看开票记录' })).toBeTruthy();
    expect(screen.queryByTestId('invoice-bar')).toBeNull();
  });

  it('offers a retry when the service fails', async () => {
    server.use(http.get(`${API}/invoices/orders`, () => failJson(500, '服务繁忙')));
    const { toasts } = await open();
    expect(await screen.findByRole('button', { name: '重试' }, { timeout: 4000 })).toBeTruthy();
    expect(toasts).toContain('服务繁忙');
  });

  it('asks a signed-out visitor to sign in and come back', async () => {
    const { user, where } = await open(false);
    expect(screen.getByText('登录后开具发票')).toBeTruthy();
    await user.click(screen.getByRole('link', { name: '登录' }));
    expect(where()).toBe(`/slim/login?redirect=${encodeURIComponent('/slim/order/invoice')}`);
  });
});
