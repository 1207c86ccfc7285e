import { describe, expect, it, beforeAll } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Link, useLocation, useNavigate } from 'react-router';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { msg } from '@lingui/core/macro';
import { i18n, activateTestLocale } from '@yoga/i18n';
import { useState } from 'react';
import { AppRoutes } from './app-routes';
import { defineRoutes } from './define-routes';
import { useRouteTitle } from '@yoga/ui';

function Where() {
  const l = useLocation();
  const navigate = useNavigate();
  return (
    <>
      <output data-testid="where">{l.pathname + l.search + l.hash}</output>
      <button onClick={() => navigate(-1)}>go back</button>
    </>
  );
}

function Screen() {
  return <p>screen of {useRouteTitle()}</p>;
}

function Counter() {
  const [n, setN] = useState(0);
  return (
    <>
      <button onClick={() => setN(n + 1)}>count {n}</button>
      <Link to="/onmat/order_detail?id=1">detail</Link>
    </>
  );
}

const routes = defineRoutes([
  { path: '/onmat/store', title: msg`商城`, auth: false, screen: async () => ({ default: Screen }) },
  { path: '/onmat/product/11', title: msg`商城`, auth: false, samePageAs: '/onmat/store' },
  { path: '/onmat/my_vip', title: msg`我的会员`, auth: true },
  // No title of its own: the screen's map gives it, and it arrives with the screen.
  {
    path: '/onmat/coupon',
    auth: false,
    screen: async () => ({ default: Screen, title: msg`我的优惠券` }),
  },
  {
    path: '/onmat/week_vip_pay',
    title: msg`开通会员`,
    auth: false,
    redirect: '/onmat/vip_pay',
    keepQuery: true,
  },
  {
    path: '/onmat/gift_card_redeem',
    title: msg`礼品卡兑换`,
    auth: false,
    redirect: '/onmat/gift_card_redeem/thirty_day',
  },
  { path: '/onmat/vip_pay', title: msg`开通会员`, auth: false },
  { path: '/onmat/gift_card_redeem/:key', title: msg`礼品卡兑换`, auth: false },
  {
    path: '/onmat/order_list',
    title: msg`我的订单`,
    auth: false,
    keepAlive: true,
    screen: async () => ({ default: Counter }),
  },
  { path: '/onmat/order_detail', title: msg`订单详情`, auth: false, keepAlive: true },
  {
    path: '/onmat/rule',
    title: msg`规则`,
    auth: false,
    enter: (l) => (l.search.includes('go') ? '/onmat/store' : null),
  },
]);

function renderAt(path: string) {
  return render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { enabled: false } } })}>
        <MemoryRouter initialEntries={[path]}>
          <AppRoutes app="onmat" routes={routes} />
          <Where />
        </MemoryRouter>
      </QueryClientProvider>
    </I18nProvider>,
  );
}

beforeAll(() => activateTestLocale('zh'));

describe('AppRoutes', () => {
  it('shows a lazy screen with its title in the page and the document', async () => {
    renderAt('/onmat/store');
    expect(await screen.findByText('screen of 商城')).toBeTruthy();
    expect(document.title).toBe('商城 · OnMat 瑜伽');
  });

  it('takes the title of a route without one from its screen, once the screen is here', async () => {
    renderAt('/onmat/coupon');
    expect(await screen.findByText('screen of 我的优惠券')).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('我的优惠券 · OnMat 瑜伽'));
  });

  it.each([['/onmat'], ['/onmat/']])('opens %s at its home, in place', async (path) => {
    renderAt(path + '?from=ad');
    expect(await screen.findByText('screen of 商城')).toBeTruthy();
    expect(screen.getByTestId('where').textContent).toBe('/onmat/store?from=ad');
  });

  it("opens the coach app's bare prefix at the coach home", async () => {
    renderAt('/onmat/teacher');
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/onmat/teacher/class_info'));
  });

  it("leads 返回首页 to the current sub-app's home", async () => {
    renderAt('/onmat/nope');
    const link = await screen.findByRole('link', { name: '返回首页' });
    expect(link.getAttribute('href')).toBe('/onmat/store');
    act(() => link.click());
    expect(await screen.findByText('screen of 商城')).toBeTruthy();
  });

  it("takes the back arrow of a page opened directly to the brand's home, in place", async () => {
    renderAt('/onmat/vip_pay');
    act(() => screen.getByRole('button', { name: '返回' }).click());
    expect(await screen.findByText('screen of 商城')).toBeTruthy();
    expect(screen.getByTestId('where').textContent).toBe('/onmat/store');
  });

  it('shows the plain under-construction notice for a screen not built yet', async () => {
    renderAt('/onmat/vip_pay');
    expect(await screen.findByText('此页面正在建设中')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('开通会员');
  });

  it('sends a protected route without a token to the login route with the full path', async () => {
    renderAt('/onmat/my_vip?a=1#x');
    await waitFor(() =>
      expect(screen.getByTestId('where').textContent).toBe(
        '/onmat/login?redirect=%2Fonmat%2Fmy_vip%3Fa%3D1%23x',
      ),
    );
  });

  it('lets a signed-in user through', async () => {
    localStorage.setItem('onmat_token', 'tok-0123456789abcdef');
    renderAt('/onmat/my_vip');
    expect(await screen.findByText('此页面正在建设中')).toBeTruthy();
  });

  it('redirects, keeping the query only where the spec says so', async () => {
    renderAt('/onmat/week_vip_pay?from=ad');
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/onmat/vip_pay?from=ad'));
  });

  it('drops the query on a redirect that does not keep it', async () => {
    renderAt('/onmat/gift_card_redeem?x=1');
    await waitFor(() =>
      expect(screen.getByTestId('where').textContent).toBe('/onmat/gift_card_redeem/thirty_day'),
    );
  });

  it('runs a route rule before the screen', async () => {
    renderAt('/onmat/rule?go=1');
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/onmat/store'));
  });

  it('shows 页面不存在 for an unknown path', async () => {
    renderAt('/onmat/nope');
    expect(await screen.findAllByText('页面不存在')).toHaveLength(2);
  });

  it('keeps a kept-alive screen as it was when the user comes back', async () => {
    renderAt('/onmat/order_list');
    const btn = await screen.findByRole('button', { name: 'count 0' });
    act(() => btn.click());
    act(() => screen.getByText('detail').click());
    expect(await screen.findByTestId('where')).toHaveProperty('textContent', '/onmat/order_detail?id=1');
    expect(await screen.findByText('此页面正在建设中')).toBeTruthy();
    act(() => screen.getByText('go back').click());
    expect(await screen.findByRole('button', { name: 'count 1' })).toBeTruthy();
  });
});
