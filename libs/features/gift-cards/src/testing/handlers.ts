import { http } from 'msw';
import type { GiftCardsItem } from '@yoga/contract';
import { API, failJson, okJson, pagedJson } from '@yoga/testing';

const HOUR = 3_600_000;
const sample = (): GiftCardsItem[] =>
  Array.from({ length: 12 }, (_, i) => ({
    id: i + 1,
    title: `gift-cards ${i + 1}`,
    done: i % 3 === 2,
    createdAt: new Date(Date.now() - (i + 1) * 7 * HOUR).toISOString(),
  }));

/** The rows the handlers answer with; a mutation changes them, resetRows() starts over. */
export let giftCardsRows = sample();
export const resetGiftCardsRows = () => {
  giftCardsRows = sample();
};

const byId = (raw: unknown) => giftCardsRows.find((r) => r.id === Number(raw));

/** This domain's success answers (and the stand-in's 404 for a missing id), shared by its tests. */
export const giftCardsHandlers = [
  http.get(`${API}/gift-cards`, ({ request }) => {
    const q = new URL(request.url).searchParams;
    return pagedJson(giftCardsRows, {
      page: Number(q.get('page') ?? 1),
      pageSize: Number(q.get('pageSize') ?? 10),
    });
  }),
  http.get(`${API}/gift-cards/:id`, ({ params }) => {
    const row = byId(params.id);
    return row ? okJson(row) : failJson(404, '内容不存在或不属于你');
  }),
  http.post(`${API}/gift-cards/:id/done`, ({ params }) => {
    const row = byId(params.id);
    if (!row) return failJson(404, '内容不存在或不属于你');
    row.done = true;
    return okJson(row);
  }),
];
