import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { renderScreen, startServer } from '@yoga/testing';
import { GOOD_CODE } from './testing/fixtures';
import { db, invoiceHandlers, resetInvoiceDb } from './testing/handlers';
import InvoiceApplyScreen from './apply-screen';

startServer(...invoiceHandlers);
// Student 1 unless told (the fake server knows `token-of-<id>-…` as student <id>).
const open = (signedIn: true | string = true) =>
  renderScreen(<InvoiceApplyScreen />, {
    path: `/slim/order/invoice/apply?orderNos=${db.orders[0]!.orderNo},${db.orders[3]!.orderNo}`,
    signedIn,
  });
const box = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;

beforeEach(() => {
  resetInvoiceDb();
  localStorage.clear();
  sessionStorage.clear();
});

describe('invoice apply: what is kept', () => {
  it('restores the draft after a reload', async () => {
    const first = await open();
    await screen.findByText('开票订单（2 笔）');
    await first.user.click(screen.getByRole('radio', { name: '企业' }));
    await first.user.type(box('抬头名称'), '轻盈健康');
    await first.user.type(box('税号'), '9135');
    first.unmount();
    await open();
    await screen.findByText('开票订单（2 笔）');
    expect(screen.getByRole('radio', { name: '企业' }).getAttribute('aria-checked')).toBe('true');
    expect(box('抬头名称').value).toBe('轻盈健康');
    expect(box('税号').value).toBe('9135');
  }, 10_000);

  it('prefills the company title used last time; a malformed record is ignored', async () => {
    localStorage.setItem('invoice:last-company:slim:1', '{not json');
    const bad = await open();
    await screen.findByText('开票订单（2 笔）');
    expect(screen.getByRole('radio', { name: '个人' }).getAttribute('aria-checked')).toBe('true');
    bad.unmount();
    sessionStorage.clear();
    localStorage.setItem(
      'invoice:last-company:slim:1',
      JSON.stringify({ title: '轻盈健康', taxNo: GOOD_CODE, email: 'f@example.com' }),
    );
    await open();
    await screen.findByText('开票订单（2 笔）');
    expect(box('抬头名称').value).toBe('轻盈健康');
    expect(box('税号').value).toBe(GOOD_CODE);
    expect(box('接收邮箱').value).toBe('f@example.com');
  });

  it("keeps each student's title to themselves on a shared phone, and loses no one's to a bad record", async () => {
    // Student A requests an invoice with a company title.
    const a = await open('token-of-11-aaaaaaaaaa');
    await screen.findByText('开票订单（2 笔）');
    await a.user.click(screen.getByRole('radio', { name: '企业' }));
    await a.user.type(box('抬头名称'), '甲方科技有限公司');
    await a.user.type(box('税号'), GOOD_CODE);
    await a.user.type(box('接收邮箱'), 'a@example.com');
    await a.user.click(screen.getByRole('button', { name: '提交申请' }));
    await waitFor(() => expect(db.requests).toHaveLength(1));
    a.unmount();
    expect(JSON.parse(localStorage.getItem('invoice:last-company:slim:11')!).title).toBe('甲方科技有限公司');

    // Student B signs in on the same phone (same tab): an empty form, not A's company or draft.
    resetInvoiceDb(); // the fake server's orders are invoiced now; B has the same ones to invoice
    const b = await open('token-of-12-bbbbbbbbbb');
    await screen.findByText('开票订单（2 笔）');
    expect(screen.getByRole('radio', { name: '个人' }).getAttribute('aria-checked')).toBe('true');
    expect(screen.queryByDisplayValue('甲方科技有限公司')).toBeNull();
    expect(screen.queryByDisplayValue('a@example.com')).toBeNull();
    b.unmount();

    // B's own record is malformed: ignored, and A's is still there for A.
    localStorage.setItem('invoice:last-company:slim:12', '["not", "a record"]');
    const b2 = await open('token-of-12-bbbbbbbbbb');
    await screen.findByText('开票订单（2 笔）');
    expect(screen.getByRole('radio', { name: '个人' }).getAttribute('aria-checked')).toBe('true');
    b2.unmount();
    resetInvoiceDb();
    await open('token-of-11-aaaaaaaaaa');
    await screen.findByText('开票订单（2 笔）');
    expect(box('抬头名称').value).toBe('甲方科技有限公司');
    expect(box('接收邮箱').value).toBe('a@example.com');
  }, 20_000);
});
