import { describe, expect, it } from 'vitest';
import {
  SUPPORT_CODES,
  supportCategories,
  supportQuestion,
  supportQuestionList,
  supportService,
} from '@yoga/contract';
import { devApi } from '../../test-helpers';
import { openState } from './store';

const base = '/api/support';
const get = (api: ReturnType<typeof devApi>, path: string, headers: Record<string, string> = {}) =>
  api.call('GET', path, undefined, headers);
const list = async (api: ReturnType<typeof devApi>, query: string, lang = 'zh') =>
  supportQuestionList.parse((await get(api, `${base}/questions?${query}`, { Language: lang })).json.data)
    .list;

describe('support stand-in', () => {
  it('serves each brand’s desk with its common questions, in the caller’s language', async () => {
    const api = devApi();
    const onmat = supportService.parse((await get(api, `${base}/service?subApp=onmat`)).json.data);
    const bay = supportService.parse(
      (await get(api, `${base}/service?subApp=bay`, { Language: 'en' })).json.data,
    );
    expect(onmat.phone).not.toBe(bay.phone);
    expect(onmat.chatId).toBe('onmat_service');
    expect(bay.hours.days).toEqual([1, 2, 3, 4, 5]);
    expect(onmat.common.length).toBeGreaterThan(0);
    expect(JSON.stringify(bay.common)).not.toMatch(/[\u4e00-\u9fff]/);
    expect(JSON.stringify(bay.common)).toContain('Yoga Bay');
    // coaches read their own questions
    const coach = supportService.parse((await get(api, `${base}/service?subApp=onmat-teacher`)).json.data);
    expect(coach.common.map((q) => q.id)).not.toEqual(onmat.common.map((q) => q.id));
    // open now has no next opening; closed now always names one
    if (onmat.online) expect(onmat.nextOpenAt).toBeNull();
    else expect(onmat.nextOpenAt).not.toBeNull();
  });

  it('works out open now and the next opening from the desk’s hours in China time', () => {
    const desk = { phone: '', chat_id: '', open_minute: 540, close_minute: 1080, days: '[1,2,3,4,5]' };
    // Thursday 2026-11-26 10:00 China time is 02:00 UTC: open
    expect(openState(desk, Date.parse('2026-11-26T02:00:00Z'))).toEqual({ online: true, nextOpenAt: null });
    // Thursday 20:00 China time: closed, opens Friday 09:00 (01:00 UTC)
    expect(openState(desk, Date.parse('2026-11-26T12:00:00Z'))).toEqual({
      online: false,
      nextOpenAt: Date.parse('2026-11-27T01:00:00Z'),
    });
    // Saturday noon: opens Monday 09:00
    expect(openState(desk, Date.parse('2026-11-28T04:00:00Z')).nextOpenAt).toBe(
      Date.parse('2026-11-30T01:00:00Z'),
    );
    // Monday 08:00: opens today at 09:00
    expect(openState(desk, Date.parse('2026-11-30T00:00:00Z')).nextOpenAt).toBe(
      Date.parse('2026-11-30T01:00:00Z'),
    );
  });

  it('searches on the server, in either language, case-insensitive, by category', async () => {
    const api = devApi();
    const all = await list(api, 'subApp=slim');
    expect(all.length).toBeGreaterThan(5);
    const refund = await list(api, 'subApp=slim&q=REFUND');
    expect(refund.length).toBeGreaterThan(0);
    // the same question found by its Chinese words, listed in English for an English reader
    const zh = await list(api, `subApp=slim&q=${encodeURIComponent('退款')}`, 'en');
    expect(zh.map((q) => q.id)).toEqual(expect.arrayContaining(refund.map((q) => q.id)));
    expect(zh.every((q) => !/[\u4e00-\u9fff]/.test(q.question))).toBe(true);
    const booking = await list(api, 'subApp=slim&category=booking');
    expect(booking.length).toBeGreaterThan(0);
    expect(booking.every((q) => q.category === 'booking')).toBe(true);
    expect(await list(api, 'subApp=slim&q=zzzz-nothing')).toEqual([]);
    const cats = supportCategories.parse((await get(api, `${base}/categories?subApp=slim`)).json.data);
    expect(cats.list.reduce((n, c) => n + c.count, 0)).toBe(all.length);
    // too long a search, or a malformed category, is refused by the contract
    expect((await get(api, `${base}/questions?subApp=slim&q=${'a'.repeat(41)}`)).json.state).not.toBe(1);
    expect((await get(api, `${base}/questions?subApp=slim&category=Bad!`)).json.state).not.toBe(1);
  });

  it('quotes the SMS resend wait and hourly cap the login runs with', async () => {
    const answerOf = async (api: ReturnType<typeof devApi>) => {
      const [q] = await list(api, `subApp=onmat&q=${encodeURIComponent('验证码')}`);
      return supportQuestion
        .parse((await get(api, `${base}/questions/${q!.id}?subApp=onmat`)).json.data)
        .answer.join(' ');
    };
    const standard = await answerOf(devApi());
    expect(standard).toContain('验证码 60 秒后可重新获取；同一号码每小时最多获取 5 次');
    const relaxed = await answerOf(devApi({ smsLimits: { intervalMs: 1000, sendsPerNumber: 1000 } }));
    expect(relaxed).toContain('验证码 1 秒后可重新获取；同一号码每小时最多获取 1000 次');
    expect(relaxed).not.toContain('{');
  });

  it('keeps brands apart: another brand’s question is not found', async () => {
    const api = devApi();
    const [slimQ] = await list(api, 'subApp=slim');
    const [onmatQ] = await list(api, 'subApp=onmat');
    expect(slimQ!.id).not.toBe(onmatQ!.id);
    const other = await get(api, `${base}/questions/${slimQ!.id}?subApp=onmat`);
    expect(other.json.code).toBe(SUPPORT_CODES.questionNotFound);
    expect((await get(api, `${base}/questions/${slimQ!.id}?subApp=slim`)).json.state).toBe(1);
    // a student question is not in the coaches' FAQ of the same brand
    const coach = await get(api, `${base}/questions/${onmatQ!.id}?subApp=onmat-teacher`);
    expect(coach.json.code).toBe(SUPPORT_CODES.questionNotFound);
    expect((await get(api, `${base}/questions/abc?subApp=slim`)).json.code).toBe(
      SUPPORT_CODES.questionNotFound,
    );
  });

  it('counts "was this helpful" once per device signed out and once per account signed in', async () => {
    const api = devApi();
    const [q] = await list(api, 'subApp=slim');
    const url = `${base}/questions/${q!.id}`;
    const before = supportQuestion.parse(
      (await get(api, `${url}?subApp=slim&device=device-aaaa1`)).json.data,
    );
    expect(before.myVote).toBeNull();
    const voted = await api.call('POST', `${url}/vote?subApp=slim`, { vote: 'yes', device: 'device-aaaa1' });
    const after = supportQuestion.parse(voted.json.data);
    expect(after.helpful.yes).toBe(before.helpful.yes + 1);
    expect(after.myVote).toBe('yes');
    const again = await api.call('POST', `${url}/vote?subApp=slim`, { vote: 'no', device: 'device-aaaa1' });
    expect(again.json.code).toBe(SUPPORT_CODES.alreadyVoted);
    const read = supportQuestion.parse((await get(api, `${url}?subApp=slim&device=device-aaaa1`)).json.data);
    expect(read).toMatchObject({ myVote: 'yes', helpful: after.helpful });

    // signed in: once per account, whatever device it says
    const token = await api.signIn('slim', '13800138051');
    const h = { AUTHORIZE_TOKEN: token };
    const first = await api.call(
      'POST',
      `${url}/vote?subApp=slim`,
      { vote: 'no', device: 'device-bbbb1' },
      h,
    );
    expect(supportQuestion.parse(first.json.data).helpful.no).toBe(before.helpful.no + 1);
    const second = await api.call(
      'POST',
      `${url}/vote?subApp=slim`,
      { vote: 'no', device: 'device-cccc1' },
      h,
    );
    expect(second.json.code).toBe(SUPPORT_CODES.alreadyVoted);
    const mine = supportQuestion.parse(
      (await get(api, `${url}?subApp=slim&device=device-zzzz9`, h)).json.data,
    );
    expect(mine.myVote).toBe('no');
    // a malformed vote or device is refused by the contract
    const bad = await api.call('POST', `${url}/vote?subApp=slim`, { vote: 'maybe', device: 'x' });
    expect(bad.json.state).not.toBe(1);
  });

  it('refuses a vote made with another sub-app’s token', async () => {
    const api = devApi();
    const [q] = await list(api, 'subApp=slim');
    const onmatToken = await api.signIn('onmat', '13800138052');
    const r = await api.call(
      'POST',
      `${base}/questions/${q!.id}/vote?subApp=slim`,
      { vote: 'yes', device: 'device-dddd1' },
      { AUTHORIZE_TOKEN: onmatToken },
    );
    expect(r.json.code).toBe(403);
    expect(r.json.state).not.toBe(1);
    const read = supportQuestion.parse(
      (await get(api, `${base}/questions/${q!.id}?subApp=slim&device=device-dddd1`)).json.data,
    );
    expect(read.myVote).toBeNull();
  });
});
