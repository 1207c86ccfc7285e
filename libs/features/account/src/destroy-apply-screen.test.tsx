import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { formatDate } from '@yoga/format';
import { http, HttpResponse } from 'msw';
import { defaultStore, readToken } from '@yoga/session';
import { subApps } from '@yoga/platform';
import { API, renderScreen, startServer } from '@yoga/testing';
import { pointsHandlers, pointsSummary } from '@yoga/data-access-points/testing';
import { vipCardHandlers } from '@yoga/data-access-vip-cards/testing';
import { accountHandlers, reset, state, statusOf } from './testing/handlers';
import DestroyApplyScreen from './destroy-apply-screen';

const server = startServer(...accountHandlers, ...pointsHandlers(), ...vipCardHandlers());
const open = (o: { locale?: 'zh' | 'en'; signedIn?: boolean; path?: string } = {}) =>
  renderScreen(<DestroyApplyScreen />, {
    path: o.path ?? '/onmat/destroy_apply',
    signedIn: o.signedIn ?? true,
    locale: o.locale ?? 'zh',
  });

beforeEach(() => reset());

describe('destroy_apply', () => {
  it('lists what is lost, from the server, in zh and en', async () => {
    const { unmount } = await open();
    const losses = await screen.findByTestId('deletion-losses');
    expect(losses.textContent).toContain('3笔订单记录');
    expect(await screen.findByText('599')).toBeTruthy();
    expect(screen.getByText('提交后进入 15 天冷静期，期满后账号注销，期间可登录撤销。')).toBeTruthy();
    expect(screen.getByText('验证码将发送至 138****8000')).toBeTruthy();
    unmount();
    await open({ locale: 'en', path: '/phala/teacher/destroy_apply' });
    expect((await screen.findByTestId('deletion-losses')).textContent).toContain('order records');
    expect(screen.getByRole('button', { name: 'Delete my account' })).toBeTruthy();
  });

  it('counts the points and cards the points page and my_vip show, not a sum of its own', async () => {
    // The server's summary disagrees on purpose: the screen must not use it for these two.
    state.status = statusOf({ losses: { orders: 3, points: 3291, vipCards: 4, certificates: 0 } });
    server.use(...pointsHandlers(() => pointsSummary({ balance: 1648 })));
    await open();
    const points = await screen.findByTestId('deletion-points');
    await waitFor(() => expect(points.textContent).toBe('1648积分余额'));
    // One running, one waiting, one expired: the expired one is lost already.
    await waitFor(() => expect(screen.getByTestId('deletion-cards').textContent).toBe('2张未过期的会员卡'));
    expect(screen.queryByText('3291')).toBeNull();
  });

  it('shows a skeleton while loading, and an error with retry', async () => {
    server.use(http.get(`${API}/account/deletion`, () => new HttpResponse(null, { status: 500 })));
    const { container } = await open();
    expect(container.querySelector('[aria-busy="true"]')).toBeTruthy();
    expect(await screen.findByText('注销信息加载失败，请重试', {}, { timeout: 4000 })).toBeTruthy();
    expect(screen.getByRole('button', { name: '重试' })).toBeTruthy();
  });

  it('asks to sign in when signed out', async () => {
    await open({ signedIn: false });
    expect(await screen.findByText('登录后申请注销账号')).toBeTruthy();
  });

  it('is blocked by an unpaid order and a wallet balance, with the reason and a way to fix it', async () => {
    state.status = statusOf({
      blockers: [
        { kind: 'unpaid_order', count: 1, amount: 0 },
        { kind: 'wallet_balance', count: 1, amount: 1250 },
      ],
    });
    await open();
    const blocked = await screen.findByTestId('deletion-blocked');
    expect(blocked.textContent).toContain('有 1 笔待支付的订单，请支付或取消');
    expect(blocked.textContent).toContain('钱包还有余额 ¥12.50，请先提现');
    const fixes = screen.getAllByRole('link', { name: '去处理' });
    expect(fixes[0]!.getAttribute('href')).toBe('/onmat/order_list');
    expect(fixes[1]!.getAttribute('href')).toBe('/onmat/service');
    expect((screen.getByRole('button', { name: '确认注销' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.queryByTestId('deletion-code')).toBeNull();
  });

  it('says a wrong SMS code and keeps it for correcting', async () => {
    const { user } = await open();
    await user.click(await screen.findByRole('button', { name: '获取验证码' }));
    expect(await screen.findByRole('button', { name: /秒后重发/ })).toBeTruthy();
    await user.type(screen.getByTestId('deletion-code'), '111111');
    await user.click(screen.getByRole('button', { name: '确认注销' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '仍要注销' }));
    expect(await screen.findByText('验证码错误')).toBeTruthy();
    expect((screen.getByTestId('deletion-code') as HTMLInputElement).value).toBe('111111');
    expect(state.status.pending).toBeNull();
  });

  it('confirms with what will be lost first; 再想想 submits nothing', async () => {
    const { user } = await open();
    await user.click(await screen.findByRole('button', { name: '获取验证码' }));
    await user.type(screen.getByTestId('deletion-code'), state.code);
    await user.click(screen.getByRole('button', { name: '确认注销' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain(
      '注销后将失去 120 积分、1 张会员卡、3 笔订单记录和 0 本证书，无法找回。',
    );
    await user.click(within(dialog).getByRole('button', { name: '再想想' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(state.status.pending).toBeNull();
    expect(screen.getByTestId('deletion-losses')).toBeTruthy();
  });

  it('with the right code and confirmed: the request is made, the token forgotten, its cooling-off status shown without signing in', async () => {
    const { user } = await open();
    await user.click(await screen.findByRole('button', { name: '获取验证码' }));
    await user.type(screen.getByTestId('deletion-code'), state.code);
    await user.click(screen.getByRole('button', { name: '确认注销' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '仍要注销' }));
    const done = await screen.findByTestId('deletion-submitted');
    expect(done.textContent).toContain(`账号将于 ${formatDate(state.status.pending!.effectiveAt)} 注销`);
    expect(done.textContent).toContain('进入 15 天冷静期');
    expect(screen.getByRole('link', { name: '登录以撤销申请' }).getAttribute('href')).toBe(
      `/onmat/login?redirect=${encodeURIComponent('/onmat/destroy_apply')}`,
    );
    const onmat = subApps.find((s) => s.id === 'onmat')!;
    expect(readToken(onmat, defaultStore())).toBeNull();
    expect(state.status.pending).not.toBeNull();
  });

  it('during the cooling-off period shows the date and cancels the request', async () => {
    state.status = statusOf({
      pending: { appliedAt: '2026-03-10T02:00:00.000Z', effectiveAt: '2026-03-25T02:00:00.000Z' },
    });
    const { user } = await open();
    expect((await screen.findByTestId('deletion-pending')).textContent).toContain(
      '账号将于 2026年3月25日 注销',
    );
    await user.click(screen.getByRole('button', { name: '撤销注销申请' }));
    expect(await screen.findByTestId('deletion-losses')).toBeTruthy();
    expect(state.status.pending).toBeNull();
  });
});
