import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { okJson, renderScreen, startServer } from '@yoga/testing';
import { vipHandlers, vipOrderUrl } from './testing/handlers';
import { pendingOrder } from './testing/fixtures';
import RecipeVipScreen from './recipe-vip-screen';

const server = startServer(...vipHandlers);
const open = (locale: 'zh' | 'en' = 'zh', path = '/phala/recipe_vip') =>
  renderScreen(<RecipeVipScreen />, { path, signedIn: true, title: '食谱会员', locale });

describe('recipe_vip', () => {
  it('says what the diet plan includes, then its plans', async () => {
    await open();
    expect(await screen.findByRole('region', { name: '食谱会员包含' })).toBeTruthy();
    expect(screen.getByText('每周食谱')).toBeTruthy();
    expect(screen.getByText('营养师指导')).toBeTruthy();
    expect(screen.getByTestId('plan-month').textContent).toContain('¥39.00');
    expect(screen.getByRole('link', { name: '《会员协议》' }).getAttribute('href')).toBe(
      '/phala/agreement/vip',
    );
  });

  it('buys a recipe plan through the cashier', async () => {
    let body: unknown;
    server.use(
      http.post(
        vipOrderUrl,
        async ({ request }) => (
          (body = await request.json()),
          okJson({ ...pendingOrder('vip', 100), orderNo: 'PH20261201000011' })
        ),
      ),
    );
    const { user, where } = await open('zh', '/phala/recipe_vip?agree=1');
    await user.click(await screen.findByTestId('buy'));
    await waitFor(() => expect(where()).toBe('/phala/app/pay_info?orderNo=PH20261201000011'));
    expect(body).toEqual({ planId: 5, agree: true });
  });

  it('speaks English', async () => {
    await open('en');
    expect(await screen.findByRole('region', { name: 'The diet plan includes' })).toBeTruthy();
  });
});
