import { beforeEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderScreen, startServer } from '@yoga/testing';
import { GOOD_CODE } from './testing/fixtures';
import { db, invoiceHandlers, resetInvoiceDb } from './testing/handlers';
import InvoiceApplyScreen from './apply-screen';

startServer(...invoiceHandlers);
const open = () =>
  renderScreen(<InvoiceApplyScreen />, {
    path: `/slim/order/invoice/apply?orderNos=${db.orders[0]!.orderNo},${db.orders[3]!.orderNo}`,
    signedIn: true,
  });
const box = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;

beforeEach(resetInvoiceDb);

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
    localStorage.setItem('invoice:last-company:slim', '{not json');
    const bad = await open();
    await screen.findByText('开票订单（2 笔）');
    expect(screen.getByRole('radio', { name: '个人' }).getAttribute('aria-checked')).toBe('true');
    bad.unmount();
    sessionStorage.clear();
    localStorage.setItem(
      'invoice:last-company:slim',
      JSON.stringify({ title: '轻盈健康', taxNo: GOOD_CODE, email: 'f@example.com' }),
    );
    await open();
    await screen.findByText('开票订单（2 笔）');
    expect(box('抬头名称').value).toBe('轻盈健康');
    expect(box('税号').value).toBe(GOOD_CODE);
    expect(box('接收邮箱').value).toBe('f@example.com');
  });
});
