import { describe, expect, it } from 'vitest';
import { ACCOUNT_CODES, deletionRequest, deletionStatus, profile, upload } from '@yoga/contract';
import { devApi } from '../../test-helpers';
import { PNG_1PX, uploadFile } from '../evaluations/test-data';

const base = '/api/account';
const DAY = 86_400_000;
const T0 = Date.parse('2026-03-10T02:00:00Z');

function stand() {
  let now = T0;
  const api = devApi({ now: () => now });
  const as = async (phone: string, subApp = 'onmat') => {
    const token = await api.signIn(subApp, phone);
    const headers = { AUTHORIZE_TOKEN: token };
    const q = `?subApp=${subApp}`;
    const sendCode = async () => {
      await api.call('POST', '/api/auth/sms-code', { subApp, areaCode: '86', phone });
      return (await api.call('GET', `/__dev/sms/latest?phone=${phone}`)).json.data.code as string;
    };
    return {
      token,
      headers,
      profile: () => api.call('GET', `${base}/profile${q}`, undefined, headers),
      save: (b: object) =>
        api.call(
          'POST',
          `${base}/profile${q}`,
          { nickname: '晨练的猫', avatarId: null, gender: 'unknown', birthday: null, ...b },
          headers,
        ),
      status: () => api.call('GET', `${base}/deletion${q}`, undefined, headers),
      apply: (code: string) => api.call('POST', `${base}/deletion${q}`, { code }, headers),
      cancel: () => api.call('POST', `${base}/deletion/cancel${q}`, undefined, headers),
      sendCode,
      me: () => api.call('GET', `/api/user/me${q}`, undefined, headers),
    };
  };
  return { api, as, tick: (ms: number) => (now += ms) };
}

describe('account stand-in: profile', () => {
  it('reads the masked phone and saves nickname, gender, birthday and an uploaded avatar', async () => {
    const { api, as } = stand();
    const me = await as('13500135000');
    const p = profile.parse((await me.profile()).json.data);
    expect(p).toMatchObject({
      nickname: '学员5000',
      phoneMasked: '135****5000',
      gender: 'unknown',
      avatarUrl: null,
    });
    const up = upload.parse((await uploadFile(api, me.token, PNG_1PX)).json.data);
    const saved = await me.save({
      nickname: '晨练_Cat',
      avatarId: up.id,
      gender: 'female',
      birthday: '1990-05-01',
    });
    expect(profile.parse(saved.json.data)).toMatchObject({
      nickname: '晨练_Cat',
      avatarUrl: up.url,
      gender: 'female',
      birthday: '1990-05-01',
    });
    expect(profile.parse((await me.profile()).json.data).avatarId).toBe(up.id);
    const served = await api.app.request(up.url);
    expect(served.headers.get('content-type')).toBe('image/png');
  });

  it('refuses a bad nickname, a future birthday and someone else’s upload', async () => {
    const { api, as } = stand();
    const me = await as('13500135001');
    const other = await as('13500135002');
    expect((await me.save({ nickname: 'a' })).json.state).not.toBe(1);
    expect((await me.save({ nickname: 'has space' })).json.state).not.toBe(1);
    expect((await me.save({ nickname: '<b>x</b>' })).json.state).not.toBe(1);
    expect((await me.save({ birthday: '2026-03-11' })).json.code).toBe(ACCOUNT_CODES.birthdayInvalid);
    const theirs = upload.parse((await uploadFile(api, other.token, PNG_1PX)).json.data);
    expect((await me.save({ avatarId: theirs.id })).json.code).toBe(ACCOUNT_CODES.avatarNotOwned);
    expect((await me.save({ birthday: '2026-03-10' })).json.state).toBe(1);
  });

  it('refuses another sub-app’s token and no token', async () => {
    const { api, as } = stand();
    const me = await as('13500135003', 'phala');
    expect((await api.call('GET', `${base}/profile?subApp=onmat`, undefined, me.headers)).json.code).toBe(
      403,
    );
    expect((await api.call('GET', `${base}/profile?subApp=onmat`)).json.code).toBe(403);
  });
});

describe('account stand-in: deletion', () => {
  it('counts the demo account’s points and cards as the points page and my_vip do, in each brand', async () => {
    const { api, as } = stand();
    for (const subApp of ['onmat', 'phala']) {
      const me = await as('13800138000', subApp);
      const q = `?subApp=${subApp}`;
      const s = deletionStatus.parse((await me.status()).json.data);
      const points = (await api.call('GET', `/api/points${q}`, undefined, me.headers)).json.data;
      const cards = (await api.call('GET', `/api/vip/cards${q}`, undefined, me.headers)).json.data.list as {
        state: string;
      }[];
      expect(s.losses.points).toBe(points.balance);
      expect(s.losses.vipCards).toBe(cards.filter((c) => c.state !== 'expired').length);
      expect(s.losses.vipCards).toBeGreaterThan(0);
    }
  });

  it('lists losses and blocks on an unpaid order and a wallet balance, with the reason', async () => {
    const { api, as } = stand();
    const phone = '13600136000';
    const me = await as(phone);
    await api.call('POST', '/__dev/orders', {
      phone,
      subApp: 'onmat',
      kind: 'course',
      title: '流瑜伽',
      amount: 3900,
    });
    const s = deletionStatus.parse((await me.status()).json.data);
    expect(s.blockers).toEqual([{ kind: 'unpaid_order', count: 1, amount: 0 }]);
    expect(s.losses).toMatchObject({ orders: 0, points: 0 });
    expect(s.coolingOffDays).toBe(15);
    const refused = await me.apply(await me.sendCode());
    expect(refused.json.code).toBe(ACCOUNT_CODES.deletionBlocked);
    expect(refused.json.data.blockers[0].kind).toBe('unpaid_order');

    const userId = (await me.me()).json.data.id as number;
    api.db.prepare(`UPDATE orders SET state = 'cancelled' WHERE user_id = ?`).run(userId);
    api.db
      .prepare(`INSERT INTO wallet_accounts (user_id, sub_app, available) VALUES (?, 'onmat', 1250)`)
      .run(userId);
    const s2 = deletionStatus.parse((await me.status()).json.data);
    expect(s2.blockers).toEqual([{ kind: 'wallet_balance', count: 1, amount: 1250 }]);
  });

  it('checks the SMS code, sets the date 15 days on, revokes the token; signing in again cancels it', async () => {
    const { api, as, tick } = stand();
    const phone = '13600136001';
    const me = await as(phone);
    const code = await me.sendCode();
    const wrong = await me.apply(code === '000000' ? '111111' : '000000');
    expect(wrong.json).toMatchObject({ state: 0, msg: '验证码错误' });
    const done = deletionRequest.parse((await me.apply(code)).json.data);
    expect(Date.parse(done.effectiveAt) - Date.parse(done.appliedAt)).toBe(15 * DAY);
    expect(Date.parse(done.appliedAt)).toBe(T0);
    // the session ended on the server
    expect((await me.status()).json.code).toBe(403);

    tick(3 * DAY);
    const again = await as(phone);
    const s = deletionStatus.parse((await again.status()).json.data);
    expect(s.pending).toEqual(done);
    expect((await again.apply(await again.sendCode())).json.code).toBe(ACCOUNT_CODES.deletionPending);
    const cancelled = deletionStatus.parse((await again.cancel()).json.data);
    expect(cancelled.pending).toBeNull();
    expect((await again.cancel()).json.code).toBe(ACCOUNT_CODES.noDeletionPending);
    void api;
  });

  it('one user’s request is not another’s; another sub-app’s token is refused', async () => {
    const { api, as } = stand();
    const a = await as('13600136002');
    const b = await as('13600136003');
    deletionRequest.parse((await a.apply(await a.sendCode())).json.data);
    expect(deletionStatus.parse((await b.status()).json.data).pending).toBeNull();
    expect((await b.cancel()).json.code).toBe(ACCOUNT_CODES.noDeletionPending);
    // b's code does not request a's deletion, and a code sent to a cannot be used by b
    const aAgain = await as('13600136002');
    expect(deletionStatus.parse((await aAgain.status()).json.data).pending).not.toBeNull();
    const phalaToken = await api.signIn('phala', '13600136003');
    const cross = await api.call('POST', `${base}/deletion/cancel?subApp=onmat`, undefined, {
      AUTHORIZE_TOKEN: phalaToken,
    });
    expect(cross.json.code).toBe(403);
  });

  it('after the cooling-off period the request is done and sessions end', async () => {
    const { as, tick } = stand();
    const me = await as('13600136004');
    await me.apply(await me.sendCode());
    const again = await as('13600136004');
    tick(15 * DAY + 1000);
    expect((await again.status()).json.code).toBe(403);
  });
});
