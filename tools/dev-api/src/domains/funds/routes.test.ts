import { describe, expect, it } from 'vitest';
import { FUND_CODES, fundDetail, fundTally } from '@yoga/contract';
import { devApi, tempDb, TEST_NOW } from '../../test-helpers';

const base = '/api/funds';
const DAY = 86_400_000;

function stand(opts: Parameters<typeof devApi>[0] = {}) {
  const api = devApi(opts);
  const as = async (phone: string, subApp = 'bay') => {
    const headers = { AUTHORIZE_TOKEN: await api.signIn(subApp, phone) };
    const vote = (id: number, optionId: number, sub = 'bay') =>
      api.call('POST', `${base}/${id}/vote?subApp=${sub}`, { optionId }, headers);
    const tally = (id: number) => api.call('GET', `${base}/${id}/tally?subApp=bay`, undefined, headers);
    return { headers, vote, tally };
  };
  const fund = async (id: number, headers: Record<string, string> = {}) =>
    fundDetail.parse((await api.call('GET', `${base}/${id}?subApp=bay`, undefined, headers)).json.data);
  return { api, as, fund };
}

describe('funds stand-in', () => {
  it('shows bay’s seeded funds signed out, in the caller’s language: one open, one closed with its winner, one not started', async () => {
    const { api, fund } = stand();
    const open = await fund(1);
    expect(open).toMatchObject({ title: '社区瑜伽垫更换计划', amount: 1_200_000 });
    expect(open.tally).toMatchObject({ status: 'open', totalVotes: 25, myVote: null, winners: [] });
    expect(Date.parse(open.endAt)).toBeGreaterThan(TEST_NOW);
    const closed = await fund(2);
    expect(closed.tally.status).toBe('closed');
    expect(closed.tally.winners).toEqual([closed.tally.options[0]!.id]);
    expect((await fund(3)).tally.status).toBe('not_started');
    const en = await api.call('GET', `${base}/1?subApp=bay`, undefined, { Language: 'en' });
    expect(en.json.data.title).toBe('New mats for the community studio');
    expect(en.json.data.tally.options.map((o: { label: string }) => o.label)).toEqual([
      'For',
      'Against',
      'Abstain',
    ]);
  });

  it('answers an unknown id, a malformed one and another sub-app’s fund with the same not-found code', async () => {
    const { api } = stand();
    for (const url of [
      `${base}/999?subApp=bay`,
      `${base}/abc?subApp=bay`,
      `${base}/1?subApp=onmat`,
      `${base}/999/tally?subApp=bay`,
    ])
      expect((await api.call('GET', url)).json.code, url).toBe(FUND_CODES.fundNotFound);
  });

  it('counts one vote, shows it as mine and in the tally, and refuses a second one', async () => {
    const { as, fund } = stand();
    const me = await as('13900009001');
    const before = await fund(1, me.headers);
    const against = before.tally.options[1]!;
    const done = fundTally.parse((await me.vote(1, against.id)).json.data);
    expect(done.myVote).toBe(against.id);
    expect(done.totalVotes).toBe(before.tally.totalVotes + 1);
    expect(done.options[1]!.votes).toBe(against.votes + 1);
    expect(fundTally.parse((await me.tally(1)).json.data).myVote).toBe(against.id);
    // Again, even for another option: refused, the count unchanged.
    const again = await me.vote(1, before.tally.options[0]!.id);
    expect(again.json).toMatchObject({
      state: 0,
      code: FUND_CODES.alreadyVoted,
      msg: '你已经投过票了，每人只能投一次',
    });
    expect((await fund(1)).tally.totalVotes).toBe(done.totalVotes);
    // Signed out, the count shows no vote as mine.
    expect((await fund(1)).tally.myVote).toBeNull();
  });

  it('counts one of two votes cast at once; the other is refused with alreadyVoted', async () => {
    const { as, fund } = stand();
    const me = await as('13900009002');
    const { tally } = await fund(1);
    const answers = await Promise.all([me.vote(1, tally.options[0]!.id), me.vote(1, tally.options[2]!.id)]);
    expect(answers.map((a) => a.json.state).sort()).toEqual([0, 1]);
    expect(answers.find((a) => a.json.state === 0)!.json.code).toBe(FUND_CODES.alreadyVoted);
    expect((await fund(1)).tally.totalVotes).toBe(tally.totalVotes + 1);
  });

  it('holds one vote per user across two servers on one database (the UNIQUE constraint, not a check before it)', async () => {
    const dbPath = tempDb();
    const a = stand({ dbPath });
    const b = stand({ dbPath });
    const phone = '13900009003';
    const [x, y] = [await a.as(phone), await b.as(phone)];
    const { tally } = await a.fund(1);
    const answers = await Promise.all([x.vote(1, tally.options[0]!.id), y.vote(1, tally.options[1]!.id)]);
    expect(answers.filter((r) => r.json.state === 1)).toHaveLength(1);
    expect(answers.filter((r) => r.json.code === FUND_CODES.alreadyVoted)).toHaveLength(1);
    expect((await b.fund(1)).tally.totalVotes).toBe(tally.totalVotes + 1);
  });

  it('refuses votes before the start and after the end, an unknown option, and a fund of another sub-app', async () => {
    const { as, fund } = stand();
    const me = await as('13900009004');
    const early = await me.vote(3, (await fund(3)).tally.options[0]!.id);
    expect(early.json.code).toBe(FUND_CODES.notStarted);
    expect(Date.parse(early.json.data.startAt)).toBeGreaterThan(TEST_NOW);
    expect((await me.vote(2, (await fund(2)).tally.options[0]!.id)).json.code).toBe(FUND_CODES.closed);
    expect((await me.vote(1, (await fund(2)).tally.options[0]!.id)).json.code).toBe(FUND_CODES.unknownOption);
    expect((await me.vote(1, 0)).json.state).toBe(0);
  });

  it('closes at the end: the same fund refuses votes once the clock passes it', async () => {
    let now = TEST_NOW;
    const { as, fund } = stand({ now: () => now });
    const me = await as('13900009005');
    const yes = (await fund(1)).tally.options[0]!.id;
    now += 6 * DAY;
    expect((await me.vote(1, yes)).json.code).toBe(FUND_CODES.closed);
    expect((await fund(1)).tally).toMatchObject({ status: 'closed', winners: [yes] });
  });

  it('refuses a vote without a token, and with another sub-app’s token', async () => {
    const { api, as, fund } = stand();
    const yes = (await fund(1)).tally.options[0]!.id;
    const signedOut = await api.call('POST', `${base}/1/vote?subApp=bay`, { optionId: yes });
    expect(signedOut.json.code).toBe(403);
    const onmat = await as('13900009006', 'onmat');
    expect((await onmat.vote(1, yes)).json.code).toBe(403);
    expect((await fund(1)).tally.totalVotes).toBe(25);
  });
});
