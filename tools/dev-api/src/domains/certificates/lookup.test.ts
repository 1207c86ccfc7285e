import { describe, expect, it } from 'vitest';
import { CERT_LOOKUPS_PER_CLIENT, CERT_PUBLIC_ID_PATTERN, renewalOptions } from '@yoga/contract';
import { devApi, TEST_NOW } from '../../test-helpers';
import { certSeeds } from './seed';

// Issue 31: /api/certificates/{id} was walked 1, 2, 3… with no limit, and bay's certificate numbers
// were 50000000 + user id × 10. A certificate is now named by a random public id and looked up
// within a per-client limit; bay's numbers carry a random serial.

type Api = ReturnType<typeof devApi>;
const at = (n: number) => ({ 'X-Forwarded-For': `10.7.0.${n}` });
const found = async (api: Api, holder: { name: string; idNumber: string }, n: number) =>
  (await api.call('POST', '/api/certificates/search', holder, at(n))).json.data.list[0] as {
    id: string;
    no: string;
  };

describe('certificate lookup by id', () => {
  it('names certificates by random public ids: one consecutive certificate tells nothing of the next', async () => {
    const api = devApi();
    const [a, b] = certSeeds.onmat.holders;
    const first = await found(api, a!, 1);
    const second = await found(api, b!, 1);
    for (const id of [first.id, second.id]) expect(id).toMatch(CERT_PUBLIC_ID_PATTERN);
    expect(first.id).not.toBe(second.id);
    // Not a number, nor a neighbour of the other: their difference is not a small step.
    expect(Number.isNaN(Number(first.id))).toBe(true);
    expect(Math.abs(parseInt(first.id, 16) - parseInt(second.id, 16))).toBeGreaterThan(1_000_000);
    // The row numbers the ids used to be open nothing.
    for (const rowNo of ['1', '2', '3'])
      expect(
        (await api.call('GET', `/api/certificates/${rowNo}?subApp=onmat`, undefined, at(2))).json.code,
      ).toBe(404);
    const page = (await api.call('GET', `/api/certificates/${second.id}?subApp=onmat`, undefined, at(2)))
      .json;
    expect(page.data.no).toBe(second.no);
  });

  it(`refuses the lookup after ${CERT_LOOKUPS_PER_CLIENT} in the window, in words and with a retry time; other clients go on`, async () => {
    const api = devApi();
    const cert = await found(api, certSeeds.onmat.holders[0]!, 3);
    const url = `/api/certificates/${cert.id}?subApp=onmat`;
    for (let i = 0; i < CERT_LOOKUPS_PER_CLIENT; i++)
      expect((await api.call('GET', url, undefined, at(4))).json.state).toBe(1);
    const zh = (await api.call('GET', url, undefined, { ...at(4), Language: 'zh' })).json;
    expect(zh.code).toBe(429);
    expect(zh.msg).toBe('证书查看过于频繁，请稍后再试');
    expect(Date.parse(zh.data.retryAt)).toBeGreaterThan(TEST_NOW);
    const en = (await api.call('GET', url, undefined, { ...at(4), Language: 'en' })).json;
    expect(en.msg).toBe('Too many certificates viewed. Please try again later');
    // A refused caller learns nothing of an id either.
    expect(
      (await api.call('GET', '/api/certificates/0123456789abcdef?subApp=onmat', undefined, at(4))).json.code,
    ).toBe(429);
    expect((await api.call('GET', url, undefined, at(5))).json.state).toBe(1);
  });

  it("keeps the owner's own list working past the limit, renewing by public id", async () => {
    const api = devApi();
    await api.giveHistory('13800138301');
    const h = { AUTHORIZE_TOKEN: await api.signIn('bay', '13800138301'), ...at(6) };
    for (let i = 0; i < CERT_LOOKUPS_PER_CLIENT; i++)
      await api.call('GET', '/api/certificates/0123456789abcdef?subApp=bay', undefined, h);
    const o = renewalOptions.parse(
      (await api.call('GET', '/api/certificates/renewal/options?subApp=bay', undefined, h)).json.data,
    );
    expect(o.list.length).toBeGreaterThan(0);
    const ok = o.list.find((r) => r.eligible)!;
    const started = await api.call(
      'POST',
      '/api/certificates/renewal?subApp=bay',
      { certificateId: ok.certificate.id },
      h,
    );
    expect(started.json.data.orderNo).toBeTruthy();
  });

  it("gives bay certificate numbers a random serial, not one made of the holder's user id", async () => {
    const api = devApi();
    const serials: number[] = [];
    for (const phone of ['13800138311', '13800138312']) {
      await api.giveHistory(phone);
      const h = { AUTHORIZE_TOKEN: await api.signIn('bay', phone) };
      const o = renewalOptions.parse(
        (await api.call('GET', '/api/certificates/renewal/options?subApp=bay', undefined, h)).json.data,
      );
      serials.push(...o.list.map((r) => Number(r.certificate.no.slice(-8))));
    }
    // The old rule, 50000000 + user id × 10 + i, put a user's three 1 apart and the next user's 10 on.
    const gaps = serials.slice(1).map((s, i) => s - serials[i]!);
    expect(gaps.filter((g) => Math.abs(g) <= 10)).toEqual([]);
  });
});
