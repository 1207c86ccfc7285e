import { describe, expect, it } from 'vitest';
import { FEEDBACK_CODES, feedbackPage, feedbackTicket } from '@yoga/contract';
import { devApi, TEST_NOW } from '../../test-helpers';

const base = '/api/feedback';
const PNG_1PX = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
type Api = ReturnType<typeof devApi>;

async function upload(api: Api, token: string, bytes: Uint8Array, type = 'image/png', lang = 'zh') {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)], { type }), 'photo.png');
  const res = await api.app.request('/api/uploads?subApp=phala', {
    method: 'POST',
    body: form,
    headers: { AUTHORIZE_TOKEN: token, Language: lang },
  });
  return {
    status: res.status,
    json: (await res.json()) as { code: number; msg: string; data: { id: string; url: string } },
  };
}

async function signedIn(subApp = 'phala', phone?: string, api = devApi()) {
  const token = await api.signIn(subApp, phone);
  const headers = { AUTHORIZE_TOKEN: token };
  const q = `?subApp=${subApp}`;
  const get = (path: string, h: Record<string, string> = headers) =>
    api.call('GET', `${path}${path.includes('?') ? '&' : '?'}subApp=${subApp}`, undefined, h);
  const post = (path: string, body: unknown, h: Record<string, string> = headers) =>
    api.call('POST', `${path}${q}`, body, h);
  return { api, token, headers, get, post };
}

const ticket = (over: Record<string, unknown> = {}) => ({
  requestId: `req-${Math.random().toString(36).slice(2, 12)}`,
  category: 'app',
  text: '课程页面一直白屏，刷新也没用。',
  photoIds: [] as string[],
  contact: '13800138000',
  ...over,
});

describe('feedback stand-in', () => {
  it('lists the categories in the caller’s language without a token', async () => {
    const api = devApi();
    const zh = await api.call('GET', `${base}/categories?subApp=onmat`);
    expect(zh.json.data[0]).toEqual({ key: 'booking', name: '约课与上课' });
    const en = await api.call('GET', `${base}/categories?subApp=onmat`, undefined, { Language: 'en' });
    expect(en.json.data[0].name).toBe('Booking and classes');
  });

  it('seeds the demo student’s tickets relative to now, newest change first, with their threads', async () => {
    const { get, headers } = await signedIn();
    const page = feedbackPage.parse((await get(base)).json.data);
    expect(page.list.map((t) => t.status)).toEqual(['open', 'replied', 'closed']);
    expect(TEST_NOW - Date.parse(page.list[0]!.updatedAt)).toBeLessThan(86_400_000);
    const replied = feedbackTicket.parse((await get(`${base}/${page.list[1]!.id}`)).json.data);
    expect(replied.messages.map((m) => m.from)).toEqual(['support']);
    const en = await get(`${base}/${page.list[1]!.id}`, { ...headers, Language: 'en' });
    expect(en.json.data.messages[0].text).toMatch(/^Hello, please set the quality/);
  });

  it('opens a ticket with two of the caller’s photos, masks the contact, and lists it first', async () => {
    const { api, token, get, post } = await signedIn();
    const a = (await upload(api, token, PNG_1PX)).json.data.id;
    const b = (await upload(api, token, PNG_1PX)).json.data.id;
    const made = feedbackTicket.parse((await post(base, ticket({ photoIds: [a, b] }))).json.data);
    expect(made.photos.map((p) => p.url)).toEqual([`/api/uploads/${a}`, `/api/uploads/${b}`]);
    expect(made.contact).toBe('138****8000');
    expect(made.status).toBe('open');
    expect((await get(base)).json.data.list[0].id).toBe(made.id);
    const served = await api.app.request(made.photos[0]!.url);
    expect(served.headers.get('content-type')).toBe('image/png');
  });

  it('makes one ticket of a double tap: the same requestId returns the first', async () => {
    const { get, post } = await signedIn();
    const body = ticket();
    const before = (await get(base)).json.data.total;
    const [one, two] = await Promise.all([post(base, body), post(base, body)]);
    expect(one.json.data.id).toBe(two.json.data.id);
    expect((await get(base)).json.data.total).toBe(before + 1);
  });

  it('refuses a short or long text, an unknown category, a bad contact, ten photos, in words', async () => {
    const { post: p2, headers } = await signedIn();
    const en = { ...headers, Language: 'en' };
    const s = await p2(base, ticket({ text: '太短了' }), en);
    expect(s.json.code).toBe(FEEDBACK_CODES.textLength);
    expect(s.json.msg).toBe('The description needs 10 to 500 characters');
    expect((await p2(base, ticket({ text: '长'.repeat(501) }))).json.code).toBe(FEEDBACK_CODES.textLength);
    expect((await p2(base, ticket({ category: 'nope' }))).json.code).toBe(FEEDBACK_CODES.categoryUnknown);
    expect((await p2(base, ticket({ contact: '12345' }))).json.code).toBe(FEEDBACK_CODES.contactInvalid);
    expect((await p2(base, ticket({ contact: '' }))).json.data.contact).toBeNull();
    const ten = Array.from({ length: 10 }, (_, i) => String(i).repeat(32).slice(0, 32));
    expect((await p2(base, ticket({ photoIds: ten }))).json.code).toBe(FEEDBACK_CODES.photoInvalid);
    expect((await p2(base, 'not json')).json.code).toBe(400);
  });

  it('refuses a photo uploaded by someone else, and checks uploads by content and size', async () => {
    const mine = await signedIn();
    const other = await signedIn('phala', '13900139000', mine.api);
    const theirs = (await upload(mine.api, other.token, PNG_1PX)).json.data.id;
    expect((await mine.post(base, ticket({ photoIds: [theirs] }))).json.code).toBe(
      FEEDBACK_CODES.photoInvalid,
    );
    const fake = await upload(mine.api, mine.token, Buffer.from('<svg onload=alert(1)>'), 'image/png', 'en');
    expect(fake.json.msg).toBe('Only JPG, PNG or WebP images can be uploaded');
    const big = new Uint8Array(5 * 1024 * 1024 + 1);
    big.set(PNG_1PX);
    const tooBig = await upload(mine.api, mine.token, big);
    expect(tooBig.status).toBe(413);
  });

  it("answers 404 for someone else's ticket, and 403 for another sub-app's token or none", async () => {
    const mine = await signedIn();
    const id = (await mine.get(base)).json.data.list[0].id;
    const other = await signedIn('phala', '13900139000', mine.api);
    expect((await other.get(`${base}/${id}`)).json.code).toBe(404);
    expect((await other.post(`${base}/${id}/messages`, { text: '你好' })).json.code).toBe(404);
    expect((await mine.get(`${base}/abc`)).json.code).toBe(404);
    const onmat = await signedIn('onmat', undefined, mine.api);
    expect(
      (await mine.api.call('GET', `${base}/${id}?subApp=phala`, undefined, onmat.headers)).json.code,
    ).toBe(403);
    expect((await mine.api.call('POST', `${base}?subApp=phala`, ticket(), onmat.headers)).json.code).toBe(
      403,
    );
    expect((await mine.api.call('GET', `${base}?subApp=phala`)).json.code).toBe(403);
  });

  it('takes a follow-up (the ticket opens again), a support reply (replied), and none on a closed one', async () => {
    const { api, get, post } = await signedIn();
    const list = (await get(base)).json.data.list as { id: number; status: string }[];
    const replied = list.find((t) => t.status === 'replied')!;
    const after = feedbackTicket.parse(
      (await post(`${base}/${replied.id}/messages`, { text: '还是卡' })).json.data,
    );
    expect(after.status).toBe('open');
    expect(after.messages.at(-1)).toMatchObject({ from: 'user', text: '还是卡' });
    const answered = await api.call('POST', '/__dev/feedback/reply', {
      subApp: 'phala',
      id: replied.id,
      text: '已处理',
    });
    expect(answered.json.data.status).toBe('replied');
    expect((await post(`${base}/${replied.id}/messages`, { text: ' ' })).json.code).toBe(
      FEEDBACK_CODES.textLength,
    );
    const closed = list.find((t) => t.status === 'closed')!;
    expect((await post(`${base}/${closed.id}/messages`, { text: '再问一下' })).json.code).toBe(
      FEEDBACK_CODES.ticketClosed,
    );
  });
});
