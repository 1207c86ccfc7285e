import { describe, expect, it } from 'vitest';
import {
  COACH_ACCOUNT_CODES,
  coachApplication,
  coachPayoutList,
  complaint,
  incomeLevel,
  invoiceFile,
  invoiceRecord,
  invoiceRecordPage,
  payrollSign,
  studentLookup,
  type CoachPayout,
} from '@yoga/contract';
import { devApi, TEST_NOW } from '../../test-helpers';
import { FAKE_PDF_BYTES, PDF_BYTES, PNG_1PX, uploadInvoiceFile, uploadPhoto } from './test-data';

const base = '/api/coach-account';

/** A coach signed in; with a history (the default) an active one with payouts and students. */
async function coach(subApp = 'onmat-teacher', phone = '13600001111', api = devApi(), history = true) {
  const token = await api.signIn(subApp, phone);
  if (history) await api.giveHistory(phone);
  const h = { AUTHORIZE_TOKEN: token };
  const get = (path: string, lang = 'zh') =>
    api.call('GET', `${base}${path}${path.includes('?') ? '&' : '?'}subApp=${subApp}`, undefined, {
      ...h,
      Language: lang,
    });
  const post = (path: string, body: unknown, lang = 'zh') =>
    api.call('POST', `${base}${path}?subApp=${subApp}`, body, { ...h, Language: lang });
  const payouts = async () => coachPayoutList.parse((await get('/payouts')).json.data).list;
  const file = async (bytes: Uint8Array = PDF_BYTES, name = 'invoice.pdf') =>
    (await uploadInvoiceFile(api, token, bytes, { name, subApp })).json;
  return { api, token, h, get, post, payouts, file, subApp };
}

const invoiceFor = (p: CoachPayout, fileId: string) => ({
  payoutId: p.id,
  fileId,
  amount: p.amount,
  taxNumber: p.taxNumber,
  title: p.title,
});

describe('coach-account stand-in', () => {
  it('seeds a new coach’s payouts relative to today: the newest needs an invoice, one was rejected with a reason', async () => {
    const { payouts } = await coach();
    const list = await payouts();
    expect(list).toHaveLength(4);
    const now = TEST_NOW;
    expect(Date.parse(list[0]!.periodEnd)).toBeLessThan(now);
    expect(Date.parse(list[0]!.periodEnd)).toBeGreaterThan(now - 10 * 86_400_000);
    expect(list.map((p) => p.invoiceState)).toEqual(['needed', 'needed', 'received', 'accepted']);
    expect(list[1]!.reason).toMatch(/抬头/);
    expect(list[0]!.taxNumber).toMatch(/^[0-9A-Z]{18}$/);
  });

  it('types an invoice file by its bytes: a PDF and a photo pass, a text file renamed .pdf is refused', async () => {
    const { file } = await coach();
    expect(invoiceFile.parse((await file()).data)).toMatchObject({
      contentType: 'application/pdf',
      name: 'invoice.pdf',
    });
    expect((await file(PNG_1PX, 'photo.pdf')).data).toMatchObject({ contentType: 'image/png' });
    const fake = await file(FAKE_PDF_BYTES, 'invoice.pdf');
    expect(fake).toMatchObject({ state: 0, code: COACH_ACCOUNT_CODES.invoiceFileType, data: null });
    expect(fake.msg).toMatch(/PDF/);
    expect((await file(new Uint8Array(0))).code).toBe(COACH_ACCOUNT_CODES.invoiceFileSize);
  });

  it('checks the amount, tax number and title against the payout, naming the wrong field; a right one is received', async () => {
    const c = await coach();
    const [p] = await c.payouts();
    const fileId = (await c.file()).data.id as string;
    const ok = invoiceFor(p!, fileId);
    const wrongTax = await c.post('/invoices', { ...ok, taxNumber: '91310000MA1FL8XQ00' });
    expect(wrongTax.json).toMatchObject({
      code: COACH_ACCOUNT_CODES.invoiceTaxNumberMismatch,
      data: { field: 'taxNumber' },
    });
    expect(wrongTax.json.msg).toMatch(/税号/);
    const en = await c.post('/invoices', { ...ok, amount: p!.amount + 1 }, 'en');
    expect(en.json).toMatchObject({
      code: COACH_ACCOUNT_CODES.invoiceAmountMismatch,
      data: { field: 'amount' },
    });
    expect(en.json.msg).toMatch(/amount/);
    expect((await c.post('/invoices', { ...ok, title: '某某公司' })).json).toMatchObject({
      code: COACH_ACCOUNT_CODES.invoiceTitleMismatch,
      data: { field: 'title' },
    });
    // a badly formed tax number is the contract's refusal, not a mismatch
    expect((await c.post('/invoices', { ...ok, taxNumber: 'x' })).json.code).toBe(400);

    const done = await c.post('/invoices', { ...ok, taxNumber: p!.taxNumber.toLowerCase() });
    expect(invoiceRecord.parse(done.json.data)).toMatchObject({
      state: 'received',
      payoutId: p!.id,
      fileName: 'invoice.pdf',
    });
    expect((await c.payouts())[0]!.invoiceState).toBe('received');
    // once received, no second invoice for the payout
    expect((await c.post('/invoices', ok)).json.code).toBe(COACH_ACCOUNT_CODES.payoutInvoiced);
    const record = invoiceRecordPage.parse((await c.get('/invoices')).json.data);
    expect(record.total).toBe(4);
    expect(record.list[0]).toMatchObject({ id: done.json.data.id, state: 'received' });
    expect(record.list.find((r) => r.state === 'rejected')!.reason).toBeTruthy();
  });

  it('refuses other coaches’ payouts and files', async () => {
    const a = await coach('onmat-teacher', '13600002222');
    const b = await coach('onmat-teacher', '13600003333', a.api);
    const [pa] = await a.payouts();
    const fileB = (await b.file()).data.id as string;
    const fileA = (await a.file()).data.id as string;
    expect((await b.post('/invoices', invoiceFor(pa!, fileB))).json.code).toBe(
      COACH_ACCOUNT_CODES.payoutNotFound,
    );
    expect((await a.post('/invoices', invoiceFor(pa!, fileB))).json.code).toBe(
      COACH_ACCOUNT_CODES.invoiceFileUnknown,
    );
    expect((await a.post('/invoices', invoiceFor(pa!, fileA))).json.state).toBe(1);
  });

  it('refuses a student token and a student sub-app on every coach call', async () => {
    const api = devApi();
    const student = { AUTHORIZE_TOKEN: await api.signIn('onmat', '13600004444') };
    for (const path of ['/payouts', '/invoices', '/level', '/application', '/complaints', '/payroll-sign']) {
      // the student's token for the coach sub-app: not signed in there
      expect(
        (await api.call('GET', `${base}${path}?subApp=onmat-teacher`, undefined, student)).json.code,
      ).toBe(403);
      // the student's own sub-app: not a coach call
      expect((await api.call('GET', `${base}${path}?subApp=onmat`, undefined, student)).json.code).toBe(
        COACH_ACCOUNT_CODES.coachOnly,
      );
    }
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(PDF_BYTES)]), 'invoice.pdf');
    const up = await api.app.request(`${base}/invoice-files?subApp=onmat`, {
      method: 'POST',
      body: form,
      headers: student,
    });
    expect(((await up.json()) as { code: number }).code).toBe(COACH_ACCOUNT_CODES.coachOnly);
  });

  it('finds a student by phone, masked; an unknown phone is not found', async () => {
    const c = await coach();
    const s = studentLookup.parse((await c.get('/students?phone=13800138000')).json.data);
    expect(s).toMatchObject({ name: '李**', phone: '138****8000', vip: true });
    expect((await c.get('/students?phone=13800138000', 'en')).json.data.name).toBe('X****** **');
    expect((await c.get('/students?phone=13000000000')).json.code).toBe(COACH_ACCOUNT_CODES.studentNotFound);
    expect((await c.get('/students?phone=abc')).json.code).toBe(400);
  });

  it('signs the payroll agreement when the QR’s link is opened', async () => {
    const c = await coach('phala-teacher');
    const before = payrollSign.parse((await c.get('/payroll-sign')).json.data);
    expect(before).toMatchObject({ state: 'unsigned', signedAt: null });
    const page = await c.api.app.request(before.signUrl);
    expect(page.status).toBe(200);
    expect(await page.text()).toMatch(/签约成功/);
    expect(payrollSign.parse((await c.get('/payroll-sign')).json.data).state).toBe('signed');
    expect((await c.api.app.request(`${base}/payroll-sign/scan/${'0'.repeat(32)}`)).status).toBe(404);
  });

  it('tells an active coach’s income level and what the next needs; the application says approved, no queue', async () => {
    const c = await coach('suman-teacher');
    const l = incomeLevel.parse((await c.get('/level')).json.data);
    expect(l).toMatchObject({ level: 2, name: '银牌教练', next: { level: 3 } });
    expect(l.next!.requirements.map((r) => r.key)).toEqual(['classes', 'rating', 'students', 'months']);
    const a = coachApplication.parse((await c.get('/application')).json.data);
    expect(a).toMatchObject({ state: 'approved', position: null, total: null });
    expect(a.items.every((i) => i.done)).toBe(true);
  });

  it('gives a new coach one state, not applied: no level, no payouts, no students', async () => {
    for (const subApp of ['onmat-teacher', 'phala-teacher', 'suman-teacher']) {
      const c = await coach(subApp, '13600006666', devApi(), false);
      const a = coachApplication.parse((await c.get('/application')).json.data);
      expect(a).toMatchObject({ state: 'none', position: null, submittedAt: null });
      expect(a.items.some((i) => i.done)).toBe(false);
      expect((await c.get('/level')).json.code).toBe(COACH_ACCOUNT_CODES.coachNotActive);
      expect(await c.payouts()).toEqual([]);
      expect((await c.get('/students?phone=13800138000')).json.code).toBe(
        COACH_ACCOUNT_CODES.studentNotFound,
      );
    }
  });

  it('moves a new coach through the states: items missing, then queued with a place once all are in', async () => {
    const c = await coach('phala-teacher', '13600001111', devApi(), false);
    const photo = await uploadPhoto(c.api, c.token, 'phala-teacher');
    expect((await c.post('/application/items', { key: 'certificate', photoIds: [] })).json.code).toBe(
      COACH_ACCOUNT_CODES.applicationPhoto,
    );
    for (const key of ['id_card', 'photo', 'certificate', 'experience'])
      await c.post('/application/items', { key, photoIds: [photo] });
    const four = coachApplication.parse((await c.get('/application')).json.data);
    expect(four).toMatchObject({ state: 'incomplete', position: null });
    expect(four.items.filter((i) => !i.done).map((i) => i.key)).toEqual(['health']);
    const all = coachApplication.parse(
      (await c.post('/application/items', { key: 'health', photoIds: [photo] })).json.data,
    );
    expect(all).toMatchObject({ state: 'queued', position: 14, total: 37 });
    // queued is not active: still no level
    expect((await c.get('/level')).json.code).toBe(COACH_ACCOUNT_CODES.coachNotActive);
  });

  it('takes an appeal with the coach’s own photos; text length and others’ photos are refused', async () => {
    const c = await coach('suman-teacher');
    const other = await coach('suman-teacher', '13600005555', c.api);
    const mine = await uploadPhoto(c.api, c.token, 'suman-teacher');
    const theirs = await uploadPhoto(other.api, other.token, 'suman-teacher');
    const text = '上个月的二十节课没有计入等级评定，请复核';
    expect((await c.post('/complaints', { text: '太短', photoIds: [] })).json.code).toBe(
      COACH_ACCOUNT_CODES.complaintText,
    );
    expect((await c.post('/complaints', { text, photoIds: [theirs] })).json.code).toBe(
      COACH_ACCOUNT_CODES.complaintPhoto,
    );
    const made = complaint.parse((await c.post('/complaints', { text, photoIds: [mine] })).json.data);
    expect(made).toMatchObject({ state: 'open', photos: [`/api/uploads/${mine}`] });
    expect((await c.get('/complaints')).json.data.list).toHaveLength(1);
    expect((await other.get('/complaints')).json.data.list).toHaveLength(0);
  });
});
