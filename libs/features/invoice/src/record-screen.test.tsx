import { beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { http } from 'msw';
import type { InvoicePage } from '@yoga/contract';
import { API, failJson, okJson, renderScreen, startServer } from '@yoga/testing';
import { invoiceRecordsOptions, POLL_MS } from './api/invoice-records';
import { invoiceOf } from './testing/fixtures';
import { db, invoiceHandlers, resetInvoiceDb } from './testing/handlers';
import InvoiceRecordScreen from './record-screen';

const server = startServer(...invoiceHandlers);
const open = (locale: 'zh' | 'en' = 'zh') =>
  renderScreen(<InvoiceRecordScreen />, { path: '/slim/order/invoice/record', signedIn: true, locale });

beforeEach(resetInvoiceDb);

describe('invoice record', () => {
  it('shows each request with its status; an issued one has its number and the signed PDF link', async () => {
    await open();
    const pending = await screen.findByTestId('invoice-2');
    expect(within(pending).getByText('开票中')).toBeTruthy();
    expect(within(pending).getByText('北京轻盈健康管理有限公司')).toBeTruthy();
    expect(pending.textContent).toContain('企业 · 电子普通发票');
    expect(within(pending).queryByRole('link')).toBeNull();
    expect(pending.textContent).toContain('finance@qingying.example.com');
    const issued = screen.getByTestId('invoice-1');
    expect(within(issued).getByText('已开票')).toBeTruthy();
    expect(within(issued).getByText('01100126001100000001')).toBeTruthy();
    expect(within(issued).getByText('开票时间')).toBeTruthy();
    expect(issued.textContent).toContain('已发送至邮箱 xiaowen.li@example.com');
    const link = within(issued).getByRole('link', { name: '下载发票' });
    expect(link.getAttribute('href')).toBe(db.invoices[1]!.downloadUrl);
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener');
  });

  it('pages in older requests', async () => {
    db.invoices = Array.from({ length: 12 }, (_, i) => invoiceOf({ id: 20 - i, title: `抬头 ${i + 1}` }));
    const { user } = await open();
    expect(await screen.findByText('抬头 1')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '加载更多' }));
    expect(await screen.findByText('抬头 12')).toBeTruthy();
  });

  it('says so when there is no request yet, with the way to ask for one', async () => {
    server.use(http.get(`${API}/invoices`, () => okJson({ list: [], page: 1, pageSize: 10, total: 0 })));
    await open();
    expect(await screen.findByText('暂无开票记录')).toBeTruthy();
    expect(screen.getByRole('link', { name: '去开发票' }).getAttribute('href')).toBe('/slim/order/invoice');
  });

  it('offers a retry when the service fails', async () => {
    server.use(http.get(`${API}/invoices`, () => failJson(500, '服务繁忙')));
    await open();
    expect(await screen.findByRole('button', { name: '重试' }, { timeout: 4000 })).toBeTruthy();
  });

  it('looks again every 30 s while a request is pending, and stops once all are issued', () => {
    const every = invoiceRecordsOptions('slim').refetchInterval as (q: unknown) => number | false;
    const withPages = (list: InvoicePage['list']) => ({
      state: { data: { pages: [{ list, page: 1, pageSize: 10, total: list.length }] } },
    });
    expect(POLL_MS).toBe(30_000);
    expect(every(withPages([invoiceOf(), invoiceOf({ id: 2, status: 'pending' })]))).toBe(30_000);
    expect(every(withPages([invoiceOf()]))).toBe(false);
  });

  it('reads in English', async () => {
    await open('en');
    const pending = await screen.findByTestId('invoice-2');
    expect(within(pending).getByText('Issuing')).toBeTruthy();
    expect(
      within(screen.getByTestId('invoice-1')).getByRole('link', { name: 'Download invoice' }),
    ).toBeTruthy();
  });
});
