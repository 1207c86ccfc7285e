import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { formatDate } from '@yoga/format';
import { API, renderScreen, startServer } from '@yoga/testing';
import { classPass, giftCardsHandlers, redemptionOf, redemptionsStore, thirtyDay } from './testing/handlers';
import GiftCardRedeemSuccessScreen from './gift-card-redeem-success-screen';

const server = startServer(...giftCardsHandlers);
/** The nav bar's heading: what the screen shows as its title. */
const navHeading = () => screen.getByRole('heading', { level: 1 }).textContent;
const open = (key = 'thirty_day', o: { locale?: 'zh' | 'en'; sub?: string } = {}) =>
  renderScreen(<GiftCardRedeemSuccessScreen />, {
    path: `/${o.sub ?? 'onmat'}/gift_card_redeem_success/${key}`,
    route: `/${o.sub ?? 'onmat'}/gift_card_redeem_success/:key`,
    signedIn: true,
    locale: o.locale ?? 'zh',
  });

describe('gift-card redeem success', () => {
  it('shows what the server says was granted and until when, with the way to my_vip, in zh and en', async () => {
    redemptionsStore.current['thirty_day'] = redemptionOf(thirtyDay);
    const { unmount } = await open();
    const page = await screen.findByTestId('gift-card-success');
    expect(page.textContent).toContain('兑换成功');
    expect(navHeading()).toBe('兑换成功');
    expect(page.textContent).toContain('已获得 30 天会员时长');
    expect(screen.getByTestId('valid-until').textContent).toBe(
      formatDate(redemptionsStore.current['thirty_day'].validUntil),
    );
    expect(page.textContent).toContain('尾号 K7QX');
    expect(screen.getByRole('link', { name: '查看我的会员' }).getAttribute('href')).toBe('/onmat/my_vip');
    unmount();
    await open('thirty_day', { locale: 'en' });
    expect((await screen.findByTestId('gift-card-success')).textContent).toContain('Redeemed');
    expect(screen.getByRole('link', { name: 'View my membership' })).toBeTruthy();
  });

  it('links a class pass to its page, and slim (no member page) home', async () => {
    redemptionsStore.current['class_pass'] = redemptionOf(classPass);
    const { unmount } = await open('class_pass', { sub: 'phala' });
    expect((await screen.findByRole('link', { name: '查看课程卡' })).getAttribute('href')).toBe(
      '/phala/course_card/9001',
    );
    unmount();
    redemptionsStore.current['thirty_day'] = redemptionOf(thirtyDay);
    await open('thirty_day', { sub: 'slim' });
    expect((await screen.findByRole('link', { name: '返回首页' })).getAttribute('href')).toBe('/slim/home');
  });

  it('says so when nothing of this type was redeemed, headed so (not 兑换成功), in zh and en', async () => {
    const { unmount } = await open();
    expect(await screen.findByRole('heading', { level: 2, name: '尚未兑换' })).toBeTruthy();
    expect(navHeading()).toBe('尚未兑换');
    expect(screen.getByText('还没有兑换过这种礼品卡，兑换后获得的权益会显示在这里')).toBeTruthy();
    expect(screen.getByRole('link', { name: '去兑换' }).getAttribute('href')).toBe(
      '/onmat/gift_card_redeem/thirty_day',
    );
    unmount();
    await open('thirty_day', { locale: 'en' });
    await screen.findByRole('link', { name: 'Redeem a card' });
    // Short enough for the nav bar at 390 px (the sentence was cut there).
    expect(navHeading()).toBe('Not redeemed yet');
  });

  it('shows a skeleton, then an error with retry', async () => {
    server.use(
      http.get(`${API}/gift-cards/redemptions/latest`, () => new HttpResponse(null, { status: 500 })),
    );
    const { container } = await open();
    expect(container.querySelector('[aria-busy="true"]')).toBeTruthy();
    expect(navHeading()).toBe('兑换结果');
    expect(await screen.findByText('兑换结果加载失败，请重试', {}, { timeout: 4000 })).toBeTruthy();
  });

  it('shows not found for a key that does not parse', async () => {
    await open('Thirty_Day');
    expect(await screen.findByRole('heading', { level: 2, name: '没有这种礼品卡' })).toBeTruthy();
    expect(navHeading()).toBe('没有这种礼品卡');
  });
});
