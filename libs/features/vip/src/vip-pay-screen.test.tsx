import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { VIP_CODES } from '@yoga/contract';
import { failJson, okJson, renderScreen, startServer } from '@yoga/testing';
import { memberPlans, plansUrl, vipHandlers, vipOrderUrl } from './testing/handlers';
import { pendingOrder } from './testing/fixtures';
import VipPayScreen from './vip-pay-screen';

const server = startServer(...vipHandlers);
const open = (path = '/onmat/vip_pay', signedIn: boolean | string = true, locale: 'zh' | 'en' = 'zh') =>
  renderScreen(<VipPayScreen />, { path, signedIn, title: '开通会员', locale });
const checked = () => screen.getByRole('radio', { checked: true }).getAttribute('data-testid');

describe('vip_pay', () => {
  it('shows a skeleton, then four plans with prices, the recommended one chosen and its benefits', async () => {
    await open();
    expect(screen.getByRole('status')).toBeTruthy();
    expect(await screen.findAllByRole('radio')).toHaveLength(4);
    expect(checked()).toBe('plan-quarter');
    const week = screen.getByTestId('plan-week').textContent!;
    expect(week).toContain('¥19.90');
    expect(week).toContain('¥39.80');
    expect(week).toContain('约 ¥2.84/天');
    expect(screen.getByText('季卡会员权益')).toBeTruthy();
    expect(screen.getByRole('link', { name: '《会员协议》' }).getAttribute('href')).toBe(
      '/onmat/vip_agreement',
    );
  });

  it('preselects the plan of the query (week_vip_pay), and keeps a choice in the address', async () => {
    const { user } = await open('/onmat/vip_pay?plan=week');
    await screen.findAllByRole('radio');
    expect(checked()).toBe('plan-week');
    await user.click(screen.getByTestId('plan-year'));
    expect(checked()).toBe('plan-year');
    expect(screen.getByText('年卡会员权益')).toBeTruthy();
  });

  it('falls back to the recommended plan when the query names none that exists', async () => {
    await open('/onmat/vip_pay?plan=decade');
    await screen.findAllByRole('radio');
    expect(checked()).toBe('plan-quarter');
  });

  it('asks for the agreement before ordering', async () => {
    let ordered = false;
    server.use(http.post(vipOrderUrl, () => ((ordered = true), okJson(null))));
    const { user } = await open();
    await user.click(await screen.findByTestId('buy'));
    expect(await screen.findByText('请先阅读并同意会员协议', {}, { timeout: 4000 })).toBeTruthy();
    expect(ordered).toBe(false);
  });

  it('orders the chosen plan and goes to the cashier', async () => {
    let body: unknown;
    server.use(
      http.post(
        vipOrderUrl,
        async ({ request }) => (
          (body = await request.json()),
          okJson({ ...pendingOrder('vip', 100), orderNo: 'OM20261201000009' })
        ),
      ),
    );
    const { user, where } = await open('/onmat/vip_pay?plan=month');
    await user.click(await screen.findByTestId('agree'));
    await user.click(screen.getByTestId('buy'));
    await waitFor(() => expect(where()).toBe('/onmat/app/pay_info?orderNo=OM20261201000009'));
    expect(body).toEqual({ planId: memberPlans[1]!.id, agree: true });
  });

  it('sends a signed-out buyer to login, coming back to the same plan and tick', async () => {
    const { user, where } = await open('/phala/vip_pay?plan=week', false);
    await user.click(await screen.findByTestId('agree'));
    await user.click(screen.getByTestId('buy'));
    expect(where()).toBe(`/phala/login?redirect=${encodeURIComponent('/phala/vip_pay?plan=week&agree=1')}`);
  });

  it('hands a login that expired mid-flow (403) to the request layer, which goes to login', async () => {
    server.use(http.post(vipOrderUrl, () => failJson(403, '未登录或登录失效', 403)));
    const { user, effects } = await open('/onmat/vip_pay?agree=1');
    await user.click(await screen.findByTestId('buy'));
    await waitFor(() => expect(effects.goLogin).toHaveBeenCalled());
  });

  it('reloads the plans when the chosen one was taken off sale', async () => {
    let loads = 0;
    server.use(
      http.get(plansUrl, () =>
        okJson({
          kind: 'member',
          includes: [],
          plans: ++loads === 1 ? memberPlans : memberPlans.slice(0, 2),
        }),
      ),
      http.post(vipOrderUrl, () => failJson(VIP_CODES.planNotFound, '会员套餐不存在或已下架')),
    );
    const { user, toasts } = await open('/onmat/vip_pay?agree=1');
    await user.click(await screen.findByTestId('buy'));
    await waitFor(() => expect(screen.getAllByRole('radio')).toHaveLength(2));
    expect(toasts).toContain('会员套餐不存在或已下架');
    expect(checked()).toBe('plan-week');
  });

  it('says so when nothing is on sale, and offers a retry when loading fails', async () => {
    server.use(http.get(plansUrl, () => okJson({ kind: 'member', includes: [], plans: [] })));
    await open();
    expect(await screen.findByText('暂无可开通的套餐')).toBeTruthy();
  });

  it('offers a retry when the plans fail to load', async () => {
    server.use(http.get(plansUrl, () => failJson(500, '服务繁忙')));
    await open();
    expect(await screen.findByRole('button', { name: '重试' }, { timeout: 4000 })).toBeTruthy();
  });

  it('speaks English', async () => {
    await open('/onmat/vip_pay', true, 'en');
    expect(await screen.findByRole('radiogroup', { name: 'Choose a plan' })).toBeTruthy();
    expect(screen.getByTestId('buy').textContent).toBe('Join now ¥168.00');
  });
});
