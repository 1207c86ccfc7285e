import { describe, expect, it } from 'vitest';
import { giftCardsItem, giftCardsPage } from '@yoga/contract';
import { devApi } from '../../test-helpers';

const base = '/api/gift-cards';
const q = '?subApp=onmat';

async function signedIn(phone?: string, api = devApi()) {
  const headers = { AUTHORIZE_TOKEN: await api.signIn('onmat', phone) };
  const get = (path: string) => api.call('GET', path, undefined, headers);
  const post = (path: string) => api.call('POST', path, undefined, headers);
  return { api, headers, get, post };
}

describe('gift-cards stand-in', () => {
  it('pages the seeded list of the demo student, newest first, with dates relative to now', async () => {
    const { get } = await signedIn();
    const first = giftCardsPage.parse((await get(`${base}${q}&page=1&pageSize=10`)).json.data);
    expect(first.list).toHaveLength(10);
    expect(first.total).toBe(12);
    const newest = Date.parse(first.list[0]!.createdAt);
    expect(Date.now() - newest).toBeLessThan(86_400_000);
    expect(Date.parse(first.list[1]!.createdAt)).toBeLessThan(newest);
    expect((await get(`${base}${q}&page=2&pageSize=10`)).json.data.list).toHaveLength(2);
  });

  it('shows one row and marks it done, once and again', async () => {
    const { get, post } = await signedIn();
    const open = (await get(`${base}${q}&page=1&pageSize=12`)).json.data.list.find(
      (r: { done: boolean }) => !r.done,
    );
    expect(giftCardsItem.parse((await get(`${base}/${open.id}${q}`)).json.data).done).toBe(false);
    expect((await post(`${base}/${open.id}/done${q}`)).json.data.done).toBe(true);
    expect((await post(`${base}/${open.id}/done${q}`)).json.data.done).toBe(true);
    expect((await get(`${base}/${open.id}${q}`)).json.data.done).toBe(true);
  });

  it("answers 404 for a malformed, unknown or someone else's id", async () => {
    const mine = await signedIn();
    const id = (await mine.get(`${base}${q}&page=1&pageSize=1`)).json.data.list[0].id;
    expect((await mine.get(`${base}/abc${q}`)).json.code).toBe(404);
    expect((await mine.get(`${base}/999999${q}`)).json.code).toBe(404);
    const other = await signedIn('13900139000', mine.api);
    expect((await other.get(`${base}/${id}${q}`)).json.code).toBe(404);
    expect((await other.post(`${base}/${id}/done${q}`)).json.code).toBe(404);
    expect((await other.get(`${base}${q}`)).json.data.list).toEqual([]);
  });

  it('answers 403 without a token', async () => {
    expect((await devApi().call('GET', `${base}${q}`)).json.code).toBe(403);
    expect((await devApi().call('POST', `${base}/1/done${q}`)).json.code).toBe(403);
  });
});
