import { http } from 'msw';
import type { FundDetail, FundStatus, FundTally } from '@yoga/contract';
import { API, failJson, okJson, testStore } from '@yoga/testing';

const DAY = 86_400_000;

/** A fund in a given state: its period around now, three options (for, against, abstain). */
export function fundOf(id: number, status: FundStatus, myVote: number | null = null): FundDetail {
  const now = Date.now();
  const [start, end] =
    status === 'open'
      ? [now - DAY, now + 2 * DAY]
      : status === 'closed'
        ? [now - 9 * DAY, now - DAY]
        : [now + DAY, now + 8 * DAY];
  const options = [
    { id: 11, label: '同意', votes: 6 },
    { id: 12, label: '反对', votes: 3 },
    { id: 13, label: '弃权', votes: 1 },
  ];
  return {
    id,
    title: '社区瑜伽垫更换计划',
    description: '社区练习室的瑜伽垫已使用三年，提议统一更换。',
    amount: 1_200_000,
    proposer: '社区委员会 · 林老师',
    startAt: new Date(start).toISOString(),
    endAt: new Date(end).toISOString(),
    tally: {
      fundId: id,
      status,
      totalVotes: 10,
      options,
      myVote,
      winners: status === 'closed' ? [11] : [],
    },
  };
}

/** The funds the handlers know (1 open, 2 closed, 3 not started); a vote changes them, anew for every test. */
export const fundsStore = testStore<Record<number, FundDetail>>(() => ({
  1: fundOf(1, 'open'),
  2: fundOf(2, 'closed'),
  3: fundOf(3, 'not_started'),
}));

/** This domain's success answers (and the stand-in's not-found for an unknown id), shared by its tests. */
export const fundsHandlers = [
  http.get(`${API}/funds/:id`, ({ params }) => {
    const f = fundsStore.current[Number(params.id)];
    return f ? okJson(f) : failJson(4901, '投票不存在');
  }),
  http.get(`${API}/funds/:id/tally`, ({ params }) => {
    const f = fundsStore.current[Number(params.id)];
    return f ? okJson<FundTally>(f.tally) : failJson(4901, '投票不存在');
  }),
  http.post(`${API}/funds/:id/vote`, async ({ params, request }) => {
    const f = fundsStore.current[Number(params.id)];
    if (!f) return failJson(4901, '投票不存在');
    const { optionId } = (await request.json()) as { optionId: number };
    if (f.tally.myVote !== null) return failJson(4903, '你已经投过票了，每人只能投一次');
    const tally: FundTally = {
      ...f.tally,
      myVote: optionId,
      totalVotes: f.tally.totalVotes + 1,
      options: f.tally.options.map((o) => (o.id === optionId ? { ...o, votes: o.votes + 1 } : o)),
    };
    fundsStore.current[f.id] = { ...f, tally };
    return okJson(tally);
  }),
];
