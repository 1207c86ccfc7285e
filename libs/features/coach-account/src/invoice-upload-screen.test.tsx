import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { http } from 'msw';
import { API, failJson, okJson, renderScreen, startServer } from '@yoga/testing';
import { coachAccountHandlers, payouts, recordOf, refusalJson, TAX, TITLE } from './testing/handlers';
import InvoiceUploadScreen, { invoiceFen } from './invoice-upload-screen';

const server = startServer(...coachAccountHandlers);
const open = (path = '/onmat/teacher/invoice_upload', locale: 'zh' | 'en' = 'zh') =>
  renderScreen(<InvoiceUploadScreen />, {
    path,
    route: '/onmat/teacher/invoice_upload',
    signedIn: true,
    locale,
  });
const pdf = () => new File(['%PDF-1.4 test'], 'invoice.pdf', { type: 'application/pdf' });

async function fill(user: Awaited<ReturnType<typeof open>>['user'], tax = TAX) {
  await user.upload(screen.getByTestId('invoice-file'), pdf());
  expect(await screen.findByText(/invoice\.pdf/)).toBeTruthy();
  await user.type(screen.getByLabelText('金额（元）'), '3860');
  await user.type(screen.getByLabelText('税号'), tax);
  await user.type(screen.getByLabelText('抬头'), TITLE);
}

describe('invoice upload', () => {
  it('reads amounts as typed', () => {
    expect(invoiceFen('3860')).toBe(386000);
    expect(invoiceFen('3860.5')).toBe(386050);
    expect(invoiceFen('¥12.34')).toBe(1234);
    expect(invoiceFen('0')).toBeNull();
    expect(invoiceFen('1.234')).toBeNull();
  });

  it('shows a skeleton, then the payouts needing an invoice with what it must say', async () => {
    await open();
    expect(document.querySelector('.y-skeleton')).toBeTruthy();
    const radios = await screen.findAllByRole('radio');
    expect(radios).toHaveLength(2);
    expect((radios[0] as HTMLInputElement).checked).toBe(true);
    expect(screen.getByText('上次被退回：发票抬头写成了个人姓名')).toBeTruthy();
    expect(screen.getAllByText(TAX).length).toBeGreaterThan(0);
    expect(screen.getAllByText('¥3,860.00').length).toBeGreaterThan(0);
  });

  it('picks the payout named in the query', async () => {
    await open('/onmat/teacher/invoice_upload?payoutId=3');
    const radios = await screen.findAllByRole('radio');
    expect((radios[1] as HTMLInputElement).checked).toBe(true);
  });

  it('lists what is missing before sending anything', async () => {
    let sent = 0;
    server.use(http.post(`${API}/coach-account/invoices`, () => (sent++, undefined)));
    const { user } = await open();
    await user.click(await screen.findByRole('button', { name: '提交发票' }));
    expect(screen.getByText('请上传发票的 PDF 或照片')).toBeTruthy();
    expect(screen.getByText('请输入发票金额，如 3860.00')).toBeTruthy();
    expect(screen.getByText('请输入发票上的税号（15、18 或 20 位）')).toBeTruthy();
    expect(sent).toBe(0);
  });

  it('shows the server’s refusal of a renamed file', async () => {
    server.use(
      http.post(`${API}/coach-account/invoice-files`, () =>
        failJson(5601, '文件不是 PDF 或 JPG/PNG 图片，请上传发票的 PDF 或照片'),
      ),
    );
    const { user } = await open();
    await user.upload(await screen.findByTestId('invoice-file'), pdf());
    expect((await screen.findAllByRole('alert'))[0]!.textContent).toContain('文件不是 PDF');
  });

  it('puts a refused field’s message under that field, then sends the right one to the record', async () => {
    let bodies: unknown[] = [];
    server.use(
      http.post(`${API}/coach-account/invoices`, async ({ request }) => {
        const b = (await request.json()) as { taxNumber: string };
        bodies = [...bodies, b];
        return b.taxNumber === TAX
          ? okJson(recordOf(9, 'received'))
          : refusalJson(5607, '发票上的税号与结算单位的税号不符', 'taxNumber');
      }),
    );
    const { user } = await open();
    await screen.findAllByRole('radio');
    await fill(user, '91310000MA1FL8XQ00');
    await user.click(screen.getByRole('button', { name: '提交发票' }));
    const tax = screen.getByLabelText('税号');
    expect(await screen.findByText('发票上的税号与结算单位的税号不符')).toBeTruthy();
    expect(tax.getAttribute('aria-invalid')).toBe('true');
    expect(bodies[0]).toMatchObject({
      payoutId: 4,
      amount: 386000,
      taxNumber: '91310000MA1FL8XQ00',
      title: TITLE,
    });
    await user.clear(tax);
    await user.type(tax, TAX.toLowerCase());
    await user.click(screen.getByRole('button', { name: '提交发票' }));
    expect((await screen.findByTestId('location')).textContent).toBe('/onmat/teacher/invoice_upload/record');
  });

  it('says so when every payout has its invoice', async () => {
    server.use(http.get(`${API}/coach-account/payouts`, () => okJson({ list: [{ ...payouts[2] }] })));
    await open();
    expect(await screen.findByText('所有结算都已上传发票')).toBeTruthy();
    expect(screen.getByRole('link', { name: '查看发票记录' }).getAttribute('href')).toBe(
      '/onmat/teacher/invoice_upload/record',
    );
  });

  it('tells a coach with no payout yet that there is none, not that all are invoiced', async () => {
    server.use(http.get(`${API}/coach-account/payouts`, () => okJson({ list: [] })));
    await open();
    expect(await screen.findByText('还没有结算')).toBeTruthy();
    expect(screen.queryByText('所有结算都已上传发票')).toBeNull();
  });

  it('offers a retry when the payouts fail to load', async () => {
    server.use(http.get(`${API}/coach-account/payouts`, () => failJson(500, '服务繁忙')));
    await open();
    expect(await screen.findByRole('button', { name: '重试' }, { timeout: 4000 })).toBeTruthy();
  });

  it('speaks English', async () => {
    await open('/onmat/teacher/invoice_upload', 'en');
    const group = await screen.findByRole('radiogroup', { name: 'Choose a payout' });
    expect(within(group).getAllByRole('radio')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Submit invoice' })).toBeTruthy();
  });
});
