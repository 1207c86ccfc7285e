import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { API, failJson, renderScreen, startServer, TEST_NOW } from '@yoga/testing';
import { giftCardsHandlers, redemptionsStore } from './testing/handlers';
import GiftCardRedeemScreen from './gift-card-redeem-screen';

const server = startServer(...giftCardsHandlers);
const open = (key = 'thirty_day', o: { locale?: 'zh' | 'en'; signedIn?: boolean } = {}) =>
  renderScreen(<GiftCardRedeemScreen />, {
    path: `/onmat/gift_card_redeem/${key}`,
    route: '/onmat/gift_card_redeem/:key',
    signedIn: o.signedIn ?? true,
    locale: o.locale ?? 'zh',
  });
const refusal = (code: number, msg: string, data: unknown = null) =>
  http.post(`${API}/gift-cards/redeem`, () => HttpResponse.json({ state: 0, code, msg, data }));
const CODE = 'ABCDEFGHJKLMNPQR';

beforeEach(() => {
  sessionStorage.clear();
});

async function fillAndRedeem(user: Awaited<ReturnType<typeof open>>['user'], code = CODE, agree = true) {
  await user.type(await screen.findByRole('textbox', { name: '兑换码' }), code);
  if (agree) await user.click(screen.getByTestId('agree'));
  await user.click(screen.getByRole('button', { name: '立即兑换' }));
}

describe('gift-card redeem', () => {
  it('shows the card type and what it grants, in zh and en', async () => {
    const { unmount } = await open();
    const card = await screen.findByTestId('gift-card-type');
    expect(card.textContent).toContain('30天会员卡');
    expect(card.textContent).toContain('30 天会员时长');
    expect(screen.getByText('会员期内不限次预约直播课')).toBeTruthy();
    unmount();
    await open('class_pass', { locale: 'en' });
    expect((await screen.findByTestId('gift-card-type')).textContent).toContain(
      '10 classes, valid for 180 days',
    );
    expect(screen.getByRole('button', { name: 'Redeem now' })).toBeTruthy();
  });

  it('shows a skeleton while loading, and an error with retry when the type does not load', async () => {
    server.use(http.get(`${API}/gift-cards/types/:key`, () => new HttpResponse(null, { status: 500 })));
    const { container } = await open();
    expect(container.querySelector('[aria-busy="true"]')).toBeTruthy();
    expect(await screen.findByText('礼品卡信息加载失败，请重试', {}, { timeout: 4000 })).toBeTruthy();
    expect(screen.getByRole('button', { name: '重试' })).toBeTruthy();
  });

  it('shows not found for an unknown type, and for a key that does not parse without asking', async () => {
    const { unmount } = await open('no_such');
    expect(await screen.findByText('没有这种礼品卡')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '重试' })).toBeNull();
    unmount();
    let asked = false;
    server.use(http.get(`${API}/gift-cards/types/:key`, () => ((asked = true), failJson(4601))));
    await open('bad%20key!');
    expect(await screen.findByText('没有这种礼品卡')).toBeTruthy();
    expect(asked).toBe(false);
  });

  it('normalises what is typed or pasted: upper case, groups of four, spaces and dashes dropped', async () => {
    const { user } = await open();
    const input = await screen.findByRole('textbox', { name: '兑换码' });
    await user.click(input);
    await user.paste(' abcd-efgh jklm–npqr ');
    expect((input as HTMLInputElement).value).toBe('ABCD-EFGH-JKLM-NPQR');
    expect(screen.getByText('格式正确')).toBeTruthy();
    await user.clear(input);
    await user.paste('abcd efgh jklm npqr stuv');
    expect((input as HTMLInputElement).value).toBe('ABCD-EFGH-JKLM-NPQR');
  });

  it('names characters no code has as they are typed, and an incomplete code on redeem, without asking the server', async () => {
    let asked = false;
    server.use(http.post(`${API}/gift-cards/redeem`, () => ((asked = true), failJson(4602))));
    const { user } = await open();
    const input = await screen.findByRole('textbox', { name: '兑换码' });
    await user.type(input, 'ab0');
    expect(screen.getByRole('alert').textContent).toContain('不含 I、O、0、1');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    await user.clear(input);
    await user.type(input, 'abcd');
    expect(screen.getByText('还差 12 位')).toBeTruthy();
    await user.click(screen.getByTestId('agree'));
    await user.click(screen.getByRole('button', { name: '立即兑换' }));
    expect(screen.getByRole('alert').textContent).toBe('兑换码为 16 位，还差 12 位');
    expect(asked).toBe(false);
  });

  it('asks for the terms before redeeming', async () => {
    const { user } = await open();
    await fillAndRedeem(user, CODE, false);
    expect(screen.getByRole('alert').textContent).toBe('请先阅读并同意兑换须知');
    expect(redemptionsStore.current['thirty_day']).toBeUndefined();
  });

  it('redeems and goes to the success page', async () => {
    const { user, where } = await open();
    await fillAndRedeem(user);
    await waitFor(() => expect(where()).toBe('/onmat/gift_card_redeem_success/thirty_day'));
    expect(redemptionsStore.current['thirty_day']).toBeTruthy();
  });

  it.each([
    [4602, null, '兑换码不正确，请核对后重新输入'],
    [4603, null, '这张礼品卡已经兑换过了，每张卡只能兑换一次'],
    [4604, null, '这张礼品卡已过期，无法兑换'],
    [4605, { key: 'ninety_day' }, '这个兑换码不是本页的礼品卡 去对应的兑换页'],
  ])('says refusal %i in words under the code', async (code, data, words) => {
    server.use(refusal(code, 'server words', data));
    const { user, toasts } = await open();
    await fillAndRedeem(user);
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(words));
    expect(toasts).toEqual([]);
    if (code === 4605)
      expect(screen.getByRole('link', { name: '去对应的兑换页' }).getAttribute('href')).toBe(
        '/onmat/gift_card_redeem/ninety_day',
      );
  });

  it('says when to try again after too many attempts, and the refusal goes when the code changes', async () => {
    const retryAt = new Date(TEST_NOW + 15 * 60_000);
    server.use(refusal(4606, 'too many', { retryAt: retryAt.toISOString() }));
    const { user } = await open();
    await fillAndRedeem(user);
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toMatch(/^尝试次数过多，请在 \d\d:\d\d.* 后再试$/),
    );
    await user.type(screen.getByRole('textbox', { name: '兑换码' }), '{Backspace}');
    expect(screen.queryByText(/尝试次数过多/)).toBeNull();
  });

  it('signed out: goes to login on redeem and keeps the typed code for the way back', async () => {
    const { user, where, unmount } = await open('thirty_day', { signedIn: false });
    await fillAndRedeem(user);
    await waitFor(() => expect(where()).toMatch(/^\/onmat\/login\?redirect=/));
    expect(decodeURIComponent(where()!)).toContain('/onmat/gift_card_redeem/thirty_day');
    expect(where()).not.toContain(CODE);
    unmount();
    await open();
    const input = (await screen.findByRole('textbox', { name: '兑换码' })) as HTMLInputElement;
    expect(input.value).toBe('ABCD-EFGH-JKLM-NPQR');
    expect((screen.getByTestId('agree') as HTMLInputElement).checked).toBe(true);
  });
});
