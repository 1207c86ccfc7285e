import { describe, expect, it } from 'vitest';
import {
  COACH_ANSWER_CODES,
  COACH_ANSWER_PASSWORD_TRIES,
  COACH_ANSWER_PASSWORD_WINDOW_MINUTES,
  coachAnswerRecord,
  sharedAnswer,
} from '@yoga/contract';
import { devApi } from '../../test-helpers';

const base = '/api/coach-answers';
const q = '?subApp=suman-teacher';
const WINDOW_MS = COACH_ANSWER_PASSWORD_WINDOW_MINUTES * 60_000;
const NOW = Date.parse('2026-11-20T10:00:00+08:00');

/** A coach with a history (a new coach has no students) who answered one open question, on a clock the test moves. */
async function answered(phone: string) {
  let now = NOW;
  const api = devApi({ now: () => now });
  await api.giveHistory(phone);
  const headers = { AUTHORIZE_TOKEN: await api.signIn('suman-teacher', phone) };
  const list = (await api.call('GET', `${base}/questions${q}&state=open`, undefined, headers)).json.data;
  const id = list.list[0].id as number;
  const sent = await api.call(
    'POST',
    `${base}/questions/${id}/answers${q}`,
    { text: '手腕放在肩膀正下方', imageIds: [], audioId: null, audioMs: 0 },
    headers,
  );
  const open = (password: string, qid: number | string = id) =>
    api.call('POST', `${base}/shared/${qid}?subApp=suman`, { password });
  return { api, headers, id, record: sent.json.data.record, open, tick: (ms: number) => (now += ms) };
}

describe('the answer password', () => {
  it('gives the coach the record back by id; unanswered, unknown and foreign ids are not found', async () => {
    const { api, headers, id, record } = await answered('13900005601');
    const got = await api.call('GET', `${base}/records/${id}${q}`, undefined, headers);
    expect(coachAnswerRecord.parse(got.json.data)).toMatchObject({
      id: String(id),
      password: record.password,
    });
    const open = (await api.call('GET', `${base}/questions${q}&state=open`, undefined, headers)).json.data;
    expect(
      (await api.call('GET', `${base}/records/${open.list[0].id}${q}`, undefined, headers)).json.code,
    ).toBe(404);
    expect((await api.call('GET', `${base}/records/999999${q}`, undefined, headers)).json.code).toBe(404);
    const other = { AUTHORIZE_TOKEN: await api.signIn('suman-teacher', '13900005602') };
    expect((await api.call('GET', `${base}/records/${id}${q}`, undefined, other)).json.code).toBe(404);
  });

  it('opens the answer for anyone with the right password, signed in or not', async () => {
    const { open, record } = await answered('13900005603');
    const res = await open(record.password);
    expect(res.json.state).toBe(1);
    const a = sharedAnswer.parse(res.json.data);
    expect(a.answers.map((x) => x.text)).toEqual(['手腕放在肩膀正下方']);
  });

  it('refuses a wrong password saying how many tries are left, then locks the answer for the window', async () => {
    const { open, record, tick } = await answered('13900005604');
    const wrong = record.password === '000000' ? '111111' : '000000';
    for (let i = 1; i < COACH_ANSWER_PASSWORD_TRIES; i++) {
      const res = await open(wrong);
      expect(res.json.code).toBe(COACH_ANSWER_CODES.wrongPassword);
      expect(res.json.data.triesLeft).toBe(COACH_ANSWER_PASSWORD_TRIES - i);
      tick(1000);
    }
    const fifth = await open(wrong);
    expect(fifth.json.code).toBe(COACH_ANSWER_CODES.tooManyTries);
    expect(fifth.json.msg).toBe('密码错误次数过多，请 15 分钟后再试');
    // Locked: even the right password waits until the first wrong try leaves the window.
    const locked = await open(record.password);
    expect(locked.json.code).toBe(COACH_ANSWER_CODES.tooManyTries);
    expect(Date.parse(locked.json.data.retryAt)).toBe(NOW + WINDOW_MS);
    tick(WINDOW_MS);
    expect((await open(record.password)).json.state).toBe(1);
  });

  it('answers an unknown number as a wrong password, and checks the password’s shape', async () => {
    const { open } = await answered('13900005605');
    expect((await open('123456', 999999)).json.code).toBe(COACH_ANSWER_CODES.wrongPassword);
    expect((await open('12ab')).json.code).toBe(400);
  });
});
