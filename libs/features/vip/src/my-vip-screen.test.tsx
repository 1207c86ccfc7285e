import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { VIP_CODES } from '@yoga/contract';
import { answerDialog, failJson, okJson, renderScreen, startServer } from '@yoga/testing';
import { activateUrl, cards, cardsUrl, vipHandlers } from './testing/handlers';
import MyVipScreen from './my-vip-screen';

const server = startServer(...vipHandlers);
const open = (locale: 'zh' | 'en' = 'zh') =>
  renderScreen(<MyVipScreen />, { path: '/onmat/my_vip', signedIn: true, title: '我的会员', locale });
const texts = () => screen.getAllByTestId('vip-card').map((c) => c.textContent);

describe('my_vip', () => {
  it('lists the cards as the server orders them: state, expiry or duration, obtained time', async () => {
    await open();
    expect(screen.getByRole('status')).toBeTruthy();
    await screen.findByTestId('vip-cards');
    const [active, waiting, expired] = texts();
    expect(active).toMatch(/月卡会员已激活有效期至 2026年12月20日获得时间 2026年11月20日 \d\d:00/);
    expect(waiting).toContain('待激活');
    expect(waiting).toContain('激活后 30 天内有效');
    expect(expired).toContain('已过期');
    expect(screen.getAllByRole('button', { name: '立即激活' })).toHaveLength(1);
  });

  it('says so when there is no card yet, with a way to get one', async () => {
    server.use(http.get(cardsUrl, () => okJson({ list: [] })));
    await open();
    expect(await screen.findByText('还没有会员卡')).toBeTruthy();
    expect(screen.getByRole('link', { name: '去开通' }).getAttribute('href')).toBe('/onmat/vip_pay');
  });

  it('activates a card after confirming, then shows the list again', async () => {
    let activated = '';
    let loads = 0;
    server.use(
      http.get(cardsUrl, () =>
        okJson({ list: ++loads === 1 ? cards : [{ ...cards[1]!, state: 'active' }, cards[0], cards[2]] }),
      ),
      http.post(
        activateUrl,
        ({ params }) => ((activated = String(params.id)), okJson({ ...cards[1]!, state: 'active' })),
      ),
    );
    const { user } = await open();
    await user.click(await screen.findByRole('button', { name: '立即激活' }));
    expect(await answerDialog(user, '确定激活')).toContain('激活后立即生效，有效期 30 天。确定激活吗？');
    expect(await screen.findByText('激活成功', {}, { timeout: 4000 })).toBeTruthy();
    expect(activated).toBe('2');
    await waitFor(() => expect(screen.queryByRole('button', { name: '立即激活' })).toBeNull());
  });

  it('does nothing when the user thinks again', async () => {
    let posted = false;
    server.use(http.post(activateUrl, () => ((posted = true), okJson(null))));
    const { user } = await open();
    await user.click(await screen.findByRole('button', { name: '立即激活' }));
    await answerDialog(user, '再想想');
    expect(posted).toBe(false);
    expect(screen.getByRole('button', { name: '立即激活' })).toBeTruthy();
  });

  it('shows the server’s reason when activation is refused, and keeps the card waiting', async () => {
    server.use(
      http.post(activateUrl, () =>
        failJson(VIP_CODES.cardActiveExists, '已有生效中的会员卡，请到期后再激活'),
      ),
    );
    const { user, toasts } = await open();
    await user.click(await screen.findByRole('button', { name: '立即激活' }));
    await answerDialog(user, '确定激活');
    await waitFor(() => expect(toasts).toContain('已有生效中的会员卡，请到期后再激活'));
    expect(screen.queryByText('激活成功')).toBeNull();
    expect(screen.getByRole('button', { name: '立即激活' })).toBeTruthy();
  });

  it('goes to login when the session ended (403)', async () => {
    server.use(http.get(cardsUrl, () => failJson(403, '未登录或登录失效', 403)));
    const { effects } = await open();
    await waitFor(() => expect(effects.goLogin).toHaveBeenCalled());
  });

  it('speaks English', async () => {
    await open('en');
    await screen.findByTestId('vip-cards');
    expect(texts()[1]).toContain('Valid for 30 days from activation');
  });
});

describe('my_vip membership head', () => {
  it('shows the running membership with its days left, a way to renew, and its benefits', async () => {
    await open();
    const head = await screen.findByTestId('vip-summary');
    expect(head.textContent).toContain('月卡会员');
    expect(head.textContent).toMatch(/剩余 \d+ 天/);
    expect(head.textContent).toContain('有效期至 2026年12月20日');
    expect(screen.getByRole('link', { name: '续费会员' }).getAttribute('href')).toBe(
      '/onmat/vip_pay?plan=month',
    );
    const benefits = await screen.findByRole('region', { name: '会员权益' });
    expect(benefits.textContent).toContain('全部直播课');
  });

  it('offers to join when no membership runs', async () => {
    server.use(http.get(cardsUrl, () => okJson({ list: [cards[2]] })));
    await open();
    const head = await screen.findByTestId('vip-summary');
    expect(head.textContent).toContain('当前没有生效的会员');
    expect(screen.getByRole('link', { name: '开通会员' }).getAttribute('href')).toMatch(/^\/onmat\/vip_pay/);
  });
});
