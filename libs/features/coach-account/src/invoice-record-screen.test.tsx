import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { http } from 'msw';
import { API, failJson, pagedJson, renderScreen, startServer } from '@yoga/testing';
import { coachAccountHandlers } from './testing/handlers';
import InvoiceRecordScreen from './invoice-record-screen';

const server = startServer(...coachAccountHandlers);
const open = (locale: 'zh' | 'en' = 'zh', path = '/phala/teacher/invoice_upload/record') =>
  renderScreen(<InvoiceRecordScreen />, { path, signedIn: true, locale });

describe('invoice record', () => {
  it('shows a skeleton, then each invoice’s state; a rejected one says why and links to upload again', async () => {
    await open();
    expect(document.querySelector('.y-skeleton')).toBeTruthy();
    const rows = await screen.findAllByRole('listitem');
    expect(rows).toHaveLength(3);
    expect(rows[0]!.textContent).toContain('已接收，待审核');
    expect(rows[1]!.textContent).toContain('退回原因：发票抬头写成了个人姓名');
    expect(within(rows[1]!).getByRole('link', { name: '重新上传' }).getAttribute('href')).toBe(
      '/phala/teacher/invoice_upload?payoutId=2',
    );
    expect(rows[2]!.textContent).toContain('已通过');
    expect(rows[2]!.textContent).toContain('¥3,500.00');
  });

  it('says so when there is none yet, with a way to upload', async () => {
    server.use(http.get(`${API}/coach-account/invoices`, () => pagedJson([])));
    await open();
    expect(await screen.findByText('还没有上传过发票')).toBeTruthy();
    expect(screen.getByRole('link', { name: '上传发票' }).getAttribute('href')).toBe(
      '/phala/teacher/invoice_upload',
    );
  });

  it('offers a retry when the record fails to load', async () => {
    server.use(http.get(`${API}/coach-account/invoices`, () => failJson(500, '服务繁忙')));
    await open();
    expect(await screen.findByRole('button', { name: '重试' }, { timeout: 4000 })).toBeTruthy();
  });

  it('speaks English', async () => {
    await open('en');
    const rows = await screen.findAllByRole('listitem');
    expect(rows[0]!.textContent).toContain('Received, in review');
    expect(rows[1]!.textContent).toContain('Returned');
  });
});
