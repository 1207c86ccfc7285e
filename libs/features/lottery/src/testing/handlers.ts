import { http } from 'msw';
import type { LotteryItem } from '@yoga/contract';
import { API, failJson, okJson, pagedJson } from '@yoga/testing';

const HOUR = 3_600_000;
const sample = (): LotteryItem[] =>
  Array.from({ length: 12 }, (_, i) => ({
    id: i + 1,
    title: `lottery ${i + 1}`,
    done: i % 3 === 2,
    createdAt: new Date(Date.now() - (i + 1) * 7 * HOUR).toISOString(),
  }));

/** The rows the handlers answer with; a mutation changes them, resetRows() starts over. */
export let lotteryRows = sample();
export const resetLotteryRows = () => {
  lotteryRows = sample();
};

const byId = (raw: unknown) => lotteryRows.find((r) => r.id === Number(raw));

/** This domain's success answers (and the stand-in's 404 for a missing id), shared by its tests. */
export const lotteryHandlers = [
  http.get(`${API}/lottery`, ({ request }) => {
    const q = new URL(request.url).searchParams;
    return pagedJson(lotteryRows, {
      page: Number(q.get('page') ?? 1),
      pageSize: Number(q.get('pageSize') ?? 10),
    });
  }),
  http.get(`${API}/lottery/:id`, ({ params }) => {
    const row = byId(params.id);
    return row ? okJson(row) : failJson(404, '内容不存在或不属于你');
  }),
  http.post(`${API}/lottery/:id/done`, ({ params }) => {
    const row = byId(params.id);
    if (!row) return failJson(404, '内容不存在或不属于你');
    row.done = true;
    return okJson(row);
  }),
];
