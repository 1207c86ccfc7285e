import { describe, expect, it } from 'vitest';
import {
  GIFT_CARD_ALPHABET,
  GIFT_CARD_ATTEMPT_WINDOW_MS,
  GIFT_CARD_ATTEMPTS_PER_ACCOUNT,
  GIFT_CARD_ATTEMPTS_PER_CLIENT,
  GIFT_CARD_CODES,
  giftCardLatest,
  giftCardRedemption,
  giftCardType,
  vipCardList,
} from '@yoga/contract';
import { createHash } from 'node:crypto';
import { normalisePhone } from '../../phone';
import { devApi, TEST_NOW } from '../../test-helpers';

const base = '/api/gift-cards';
const DAY = 86_400_000;

function stand(opts: Parameters<typeof devApi>[0] = {}) {
  const api = devApi(opts);
  const issue = async (key = 'thirty_day', subApp = 'onmat') =>
    (await api.call('POST', '/__dev/gift-cards/issue', { subApp, key })).json.data.code as string;
  const as = async (subApp = 'onmat', phone?: string, client = '10.0.0.1') => {
    const headers = { AUTHORIZE_TOKEN: await api.signIn(subApp, phone), 'X-Forwarded-For': client };
    const redeem = (code: string, key = 'thirty_day', agree = true) =>
      api.call('POST', `${base}/redeem?subApp=${subApp}`, { key, code, agree }, headers);
    const latest = (key = 'thirty_day') =>
      api.call('GET', `${base}/redemptions/latest?subApp=${subApp}&key=${key}`, undefined, headers);
    const vipCards = async () =>
      vipCardList.parse(
        (await api.call('GET', `/api/vip/cards?subApp=${subApp}`, undefined, headers)).json.data,
      );
    return { api, headers, redeem, latest, vipCards };
  };
  return { api, issue, as };
}

describe('gift-cards stand-in', () => {
  it('says what a card type grants, signed out, in the caller’s language; unknown keys are not found', async () => {
    const { api } = stand();
    const zh = giftCardType.parse((await api.call('GET', `${base}/types/thirty_day?subApp=onmat`)).json.data);
    expect(zh).toMatchObject({ key: 'thirty_day', kind: 'member', days: 30, name: '30天会员卡' });
    const en = await api.call('GET', `${base}/types/class_pass?subApp=phala`, undefined, { Language: 'en' });
    expect(en.json.data).toMatchObject({ kind: 'class_pass', sessions: 10, name: '10-class pass' });
    expect((await api.call('GET', `${base}/types/nope?subApp=onmat`)).json.code).toBe(
      GIFT_CARD_CODES.typeNotFound,
    );
    // slim has no class-pass page, so no class-pass cards
    expect((await api.call('GET', `${base}/types/class_pass?subApp=slim`)).json.code).toBe(
      GIFT_CARD_CODES.typeNotFound,
    );
  });

  it('redeems a code once: a membership on my_vip, the redemption readable, a second time refused', async () => {
    const { issue, as } = stand();
    const me = await as('onmat', '13900000001');
    const code = await issue();
    expect(code).toMatch(/^[A-HJ-NP-Z2-9]{16}$/);
    const before = TEST_NOW;
    // pasted with spaces, dashes and lower case: the same code
    const grouped = code.toLowerCase().replace(/(.{4})(?=.)/g, '$1- ');
    const done = giftCardRedemption.parse((await me.redeem(grouped)).json.data);
    expect(done).toMatchObject({ key: 'thirty_day', kind: 'member', days: 30, codeTail: code.slice(-4) });
    expect(Date.parse(done.validUntil) - before).toBeGreaterThanOrEqual(30 * DAY - 1000);
    const cards = await me.vipCards();
    expect(cards.list).toHaveLength(1);
    expect(cards.list[0]).toMatchObject({
      state: 'active',
      days: 30,
      orderNo: null,
      expiresAt: done.validUntil,
    });
    expect(giftCardLatest.parse((await me.latest()).json.data).redemption?.id).toBe(done.id);
    const again = await me.redeem(code);
    expect(again.json.code).toBe(GIFT_CARD_CODES.codeUsed);
    // a second card extends the running membership rather than adding one to activate
    const second = giftCardRedemption.parse(
      (await me.redeem(await issue('ninety_day'), 'ninety_day')).json.data,
    );
    expect(Date.parse(second.validUntil) - Date.parse(done.validUntil)).toBe(90 * DAY);
    expect((await me.vipCards()).list).toHaveLength(1);
  });

  it('lets exactly one of two redemptions at once win', async () => {
    const { issue, as } = stand();
    const [a, b] = [await as('onmat', '13900000002'), await as('onmat', '13900000003', '10.0.0.2')];
    const code = await issue();
    const answers = await Promise.all([a.redeem(code), b.redeem(code), a.redeem(code)]);
    expect(answers.filter((r) => r.json.state === 1)).toHaveLength(1);
    expect(answers.filter((r) => r.json.code === GIFT_CARD_CODES.codeUsed)).toHaveLength(2);
    const granted = [...(await a.vipCards()).list, ...(await b.vipCards()).list];
    expect(granted).toHaveLength(1);
  });

  it('seeds demo codes only with development calls on, at random: the once-derived code never redeems', async () => {
    // The code an older stand-in derived from public text (sha256 of brand, type and number).
    const hash = createHash('sha256').update('gift-card-demo:phala:ninety_day:2').digest();
    const derived = Array.from(
      { length: 16 },
      (_, i) => GIFT_CARD_ALPHABET[hash[i]! % GIFT_CARD_ALPHABET.length],
    ).join('');
    const api = devApi({ devOnly: false });
    const phone = '13900000009';
    await api.call('POST', '/api/auth/sms-code', { subApp: 'phala', areaCode: '86', phone });
    const sms = api.auth.sms.latest(normalisePhone('86', phone))!;
    const token = (
      await api.call('POST', '/api/auth/login', { subApp: 'phala', areaCode: '86', phone, code: sms })
    ).json.data.token as string;
    const r = await api.call(
      'POST',
      `${base}/redeem?subApp=phala`,
      { key: 'ninety_day', code: derived, agree: true },
      { AUTHORIZE_TOKEN: token },
    );
    expect(r.json.code).toBe(GIFT_CARD_CODES.codeInvalid);
    const demoRows = api.db
      .prepare('SELECT COUNT(*) AS n FROM gift_cards WHERE demo_n IS NOT NULL')
      .get() as {
      n: number;
    };
    expect(demoRows.n).toBe(0);
    // With development calls on, the demo codes are fresh per database.
    const list = async () =>
      (
        (await devApi().call('GET', '/__dev/gift-cards/demo?subApp=phala')).json.data as { code: string }[]
      ).map((d) => d.code);
    const [a, b] = [await list(), await list()];
    expect(a.length).toBeGreaterThan(0);
    expect(a).not.toContain(derived);
    expect(a.filter((c) => b.includes(c))).toEqual([]);
  });

  it('names each refusal: malformed or unknown, used, expired, another type, no agreement', async () => {
    const { issue, as } = stand();
    const me = await as('onmat', '13900000004');
    expect((await me.redeem('ABCD')).json.code).toBe(GIFT_CARD_CODES.codeInvalid);
    expect((await me.redeem('A'.repeat(16))).json.code).toBe(GIFT_CARD_CODES.codeInvalid);
    const demo = (await me.api.call('GET', '/__dev/gift-cards/demo?subApp=onmat')).json.data as {
      key: string;
      code: string;
      state: string;
    }[];
    const demoOf = (state: string) => demo.find((d) => d.key === 'thirty_day' && d.state === state)!.code;
    expect((await me.redeem(demoOf('used'))).json.code).toBe(GIFT_CARD_CODES.codeUsed);
    const expired = await me.redeem(demoOf('expired'));
    expect(expired.json).toMatchObject({ code: GIFT_CARD_CODES.codeExpired, msg: '这张礼品卡已过期' });
    const other = await me.redeem(await issue('ninety_day'));
    expect(other.json).toMatchObject({ code: GIFT_CARD_CODES.wrongType, data: { key: 'ninety_day' } });
    expect((await me.redeem(await issue(), 'thirty_day', false)).json.code).toBe(
      GIFT_CARD_CODES.agreementRequired,
    );
    // another brand's code is no code here (another account: this one has used up its attempts)
    const next = await as('onmat', '13900000014', '10.0.0.14');
    expect((await next.redeem(await issue('thirty_day', 'slim'))).json.code).toBe(
      GIFT_CARD_CODES.codeInvalid,
    );
  });

  it('grants a class pass through course media', async () => {
    const { api, issue, as } = stand();
    const me = await as('phala', '13900000005');
    const done = giftCardRedemption.parse(
      (await me.redeem(await issue('class_pass', 'phala'), 'class_pass')).json.data,
    );
    expect(done).toMatchObject({ kind: 'class_pass', sessions: 10 });
    const card = await api.call(
      'GET',
      `/api/course-media/cards/${done.classPassId}?subApp=phala`,
      undefined,
      me.headers,
    );
    expect(card.json.data).toMatchObject({
      totalSessions: 10,
      viewer: 'owner',
      balance: { sessionsLeft: 10 },
    });
  });

  it('limits failed attempts per account, with when to retry, then lets the account try again', async () => {
    let now = TEST_NOW;
    const { issue, as } = stand({ now: () => now });
    const me = await as('onmat', '13900000006');
    for (let i = 0; i < GIFT_CARD_ATTEMPTS_PER_ACCOUNT; i++)
      expect((await me.redeem('ZZZZZZZZZZZZZZZZ')).json.code).toBe(GIFT_CARD_CODES.codeInvalid);
    const good = await issue();
    const blocked = await me.redeem(good);
    expect(blocked.json.code).toBe(GIFT_CARD_CODES.tooManyAttempts);
    expect(Date.parse(blocked.json.data.retryAt)).toBe(now + GIFT_CARD_ATTEMPT_WINDOW_MS);
    // the same account on another client is still blocked; another account on this client is not
    const elsewhere = await as('onmat', '13900000006', '10.9.9.9');
    expect((await elsewhere.redeem(good)).json.code).toBe(GIFT_CARD_CODES.tooManyAttempts);
    now += GIFT_CARD_ATTEMPT_WINDOW_MS + 1;
    expect((await me.redeem(good)).json.state).toBe(1);
  });

  it('believes X-Forwarded-For only from the configured proxy: a direct caller cannot pick addresses', async () => {
    const { issue, as } = stand({ trustedProxies: [] });
    for (let i = 0; i < GIFT_CARD_ATTEMPTS_PER_CLIENT; i++) {
      const someone = await as('onmat', String(13930000000 + Math.floor(i / 2)), `10.2.${i}.1`);
      expect((await someone.redeem('ZZZZZZZZZZZZZZZZ')).json.code).toBe(GIFT_CARD_CODES.codeInvalid);
    }
    // A new spoofed address changes nothing: the caller is the same socket.
    const spoofed = await as('onmat', '13940000000', '10.2.99.1');
    expect((await spoofed.redeem(await issue())).json.code).toBe(GIFT_CARD_CODES.tooManyAttempts);
  });

  it('does not count a user’s own double tap as failures: ten taps at once, then more redemptions still work', async () => {
    const { issue, as } = stand();
    const me = await as('onmat', '13950000000', '10.3.0.1');
    for (let round = 0; round < 3; round++) {
      const code = await issue();
      const answers = await Promise.all(Array.from({ length: 10 }, () => me.redeem(code)));
      expect(answers.filter((a) => a.json.state === 1)).toHaveLength(1);
    }
    // 27 race losers so far: none of them is a guess, so a fresh code still redeems.
    expect((await me.redeem(await issue())).json.state).toBe(1);
  });

  it('limits failed attempts per client across accounts', async () => {
    const { issue, as } = stand();
    for (let i = 0; i < GIFT_CARD_ATTEMPTS_PER_CLIENT; i++) {
      const someone = await as('onmat', String(13910000000 + Math.floor(i / 2)), '10.1.1.1');
      expect((await someone.redeem('ZZZZZZZZZZZZZZZZ')).json.code).toBe(GIFT_CARD_CODES.codeInvalid);
    }
    const fresh = await as('onmat', '13920000000', '10.1.1.1');
    expect((await fresh.redeem(await issue())).json.code).toBe(GIFT_CARD_CODES.tooManyAttempts);
    const other = await as('onmat', '13920000000', '10.1.1.2');
    expect((await other.redeem(await issue())).json.state).toBe(1);
  });

  it('refuses another sub-app’s token and a missing one; reads only the caller’s redemption', async () => {
    const { api, issue, as } = stand();
    const me = await as('onmat', '13900000007');
    const phalaToken = await api.signIn('phala', '13900000007');
    const code = await issue();
    const foreign = await api.call(
      'POST',
      `${base}/redeem?subApp=onmat`,
      { key: 'thirty_day', code, agree: true },
      { AUTHORIZE_TOKEN: phalaToken },
    );
    expect(foreign.json.code).toBe(403);
    expect(
      (await api.call('POST', `${base}/redeem?subApp=onmat`, { key: 'thirty_day', code, agree: true })).json
        .code,
    ).toBe(403);
    expect((await me.redeem(code)).json.state).toBe(1);
    const someoneElse = await as('onmat', '13900000008');
    expect(giftCardLatest.parse((await someoneElse.latest()).json.data).redemption).toBeNull();
    const onPhala = await api.call(
      'GET',
      `${base}/redemptions/latest?subApp=phala&key=thirty_day`,
      undefined,
      {
        AUTHORIZE_TOKEN: phalaToken,
      },
    );
    expect(onPhala.json.data.redemption).toBeNull();
  });
});
