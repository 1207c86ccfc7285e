import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { API, failJson, renderScreen, startServer } from '@yoga/testing';
import { BAD_CHECK_CODE, GOOD_CODE } from './testing/fixtures';
import { db, invoiceHandlers, resetInvoiceDb } from './testing/handlers';
import InvoiceApplyScreen from './apply-screen';

const server = startServer(...invoiceHandlers);
const open = (query = `?orderNos=${db.orders[0]!.orderNo},${db.orders[3]!.orderNo}`) =>
  renderScreen(<InvoiceApplyScreen />, { path: `/slim/order/invoice/apply${query}`, signedIn: true });
const box = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;
const submit = () => screen.getByRole('button', { name: '提交申请' });

beforeEach(() => {
  resetInvoiceDb();
});

describe('invoice apply', () => {
  it('sends a link without a usable choice back to the list', async () => {
    for (const q of ['', '?orderNos=', '?orderNos=nope,SL1']) {
      const { unmount } = await open(q);
      expect(screen.getByText('请先选择要开票的订单')).toBeTruthy();
      expect(screen.getByRole('link', { name: '去选择订单' }).getAttribute('href')).toBe(
        '/slim/order/invoice',
      );
      unmount();
    }
  });

  it('shows the chosen orders and their sum as the server has them; an invoiced one sends back', async () => {
    const { unmount } = await open();
    expect(await screen.findByText('开票订单（2 笔）')).toBeTruthy();
    expect(screen.getByRole('region', { name: /开票订单/ }).textContent).toContain(db.orders[3]!.title);
    expect(screen.getByText('¥51.80')).toBeTruthy();
    unmount();
    await open(`?orderNos=${db.orders[0]!.orderNo},${db.orders[1]!.orderNo}`);
    expect(await screen.findByText('所选订单已开票或不可开票')).toBeTruthy();
  });

  it('checks a company code as typed: a wrong check digit is named and blocks the request', async () => {
    const { user } = await open();
    await screen.findByText('开票订单（2 笔）');
    await user.click(screen.getByRole('radio', { name: '企业' }));
    await user.click(box('抬头名称'));
    await user.paste('北京轻盈健康管理有限公司');
    await user.type(box('税号'), BAD_CHECK_CODE.toLowerCase());
    expect(box('税号').value).toBe(BAD_CHECK_CODE);
    expect(screen.getByRole('alert').textContent).toBe('统一社会信用代码不正确，请核对后重试');
    await user.click(box('接收邮箱'));
    await user.paste('finance@example.com');
    await user.click(submit());
    expect(db.requests).toHaveLength(0);
    expect(document.activeElement).toBe(box('税号'));
    await user.clear(box('税号'));
    await user.type(box('税号'), 'IO');
    expect(screen.getByRole('alert').textContent).toContain('不含 I、O、S、V、Z');
    await user.clear(box('税号'));
    await user.click(box('税号'));
    await user.paste(GOOD_CODE);
    expect(screen.queryByRole('alert')).toBeNull();
    await user.click(submit());
    await waitFor(() => expect(db.requests).toHaveLength(1));
    expect(db.requests[0]).toMatchObject({
      titleType: 'company',
      taxNo: GOOD_CODE,
      title: '北京轻盈健康管理有限公司',
    });
    expect(JSON.parse(localStorage.getItem('invoice:last-company:slim:1')!)).toMatchObject({
      taxNo: GOOD_CODE,
    });
  }, 20_000);

  it('takes a personal title without a code, then shows the record with a toast', async () => {
    const { user, where } = await open();
    await screen.findByText('开票订单（2 笔）');
    expect(screen.queryByRole('textbox', { name: '税号' })).toBeNull();
    await user.type(box('抬头名称'), '李晓雯');
    await user.type(box('接收邮箱'), 'xiaowen@example.com');
    await user.click(submit());
    await waitFor(() => expect(where()).toBe('/slim/order/invoice/record'));
    expect(db.requests[0]).toEqual({
      orderNos: [db.orders[0]!.orderNo, db.orders[3]!.orderNo],
      titleType: 'personal',
      title: '李晓雯',
      email: 'xiaowen@example.com',
    });
    expect(await screen.findByText('申请已提交', {}, { timeout: 4000 })).toBeTruthy();
    expect(sessionStorage.getItem('invoice:draft:slim')).toBeNull();
  }, 10_000);

  it('names an invalid email and a missing title before sending anything', async () => {
    const { user } = await open();
    await screen.findByText('开票订单（2 笔）');
    await user.type(box('接收邮箱'), 'xiaowen@');
    await user.click(submit());
    expect(screen.getByText('请填写发票抬头（2 到 60 字）')).toBeTruthy();
    expect(screen.getByText('请填写正确的邮箱地址')).toBeTruthy();
    expect(db.requests).toHaveLength(0);
  });

  it('keeps everything typed when the server refuses (4401), and is disabled while sending', async () => {
    let release = () => {};
    server.use(
      http.post(`${API}/invoices`, async () => {
        await new Promise<void>((r) => (release = r));
        return failJson(4401, '所选订单不能开票或已开过票');
      }),
    );
    const { user, toasts } = await open();
    await screen.findByText('开票订单（2 笔）');
    await user.type(box('抬头名称'), '李晓雯');
    await user.type(box('接收邮箱'), 'xiaowen@example.com');
    await user.click(submit());
    const busy = await screen.findByRole('button', { name: '提交中…' });
    expect(busy.hasAttribute('disabled')).toBe(true);
    release();
    await waitFor(() => expect(toasts).toContain('所选订单不能开票或已开过票'));
    expect(box('抬头名称').value).toBe('李晓雯');
    expect(box('接收邮箱').value).toBe('xiaowen@example.com');
    expect(screen.queryByTestId('location')).toBeNull();
  }, 10_000);
});
