import { beforeAll, describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import { I18nProvider } from '@lingui/react';
import { i18n, activateTestLocale } from '@yoga/i18n';
import type { ReactNode } from 'react';
import {
  confirmDialog,
  ErrorState,
  HomeContext,
  MessagePage,
  NotFoundPage,
  PageShell,
  showActionSheet,
  showToast,
  UnderConstruction,
} from './index';

const wrap = (node: ReactNode) => render(<I18nProvider i18n={i18n}>{node}</I18nProvider>);

beforeAll(() => activateTestLocale('zh'));

describe('pages and states', () => {
  it('shows 页面不存在 as title and message, and names the document after the product', () => {
    window.history.replaceState(null, '', '/nowhere');
    wrap(<NotFoundPage />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('页面不存在');
    expect(document.title).toBe('页面不存在 · 瑜伽课堂');
    expect(screen.getByRole('link', { name: '返回首页' }).getAttribute('href')).toBe('/');
  });

  it("leads home to the current brand's home, named after the brand", () => {
    window.history.replaceState(null, '', '/slim/nope');
    wrap(<NotFoundPage />);
    expect(screen.getByRole('link', { name: '返回首页' }).getAttribute('href')).toBe('/slim/home');
    expect(document.title).toBe('页面不存在 · Slim 轻体');
    window.history.replaceState(null, '', '/');
  });

  it('goes home the way the app shell says', () => {
    const go = vi.fn();
    render(
      <I18nProvider i18n={i18n}>
        <HomeContext.Provider value={{ href: '/phala/store', brand: 'phala', go }}>
          <MessagePage title="活动已结束" illustration="ended" text="活动已结束" />
        </HomeContext.Provider>
      </I18nProvider>,
    );
    const link = screen.getByRole('link', { name: '返回首页' });
    expect(link.getAttribute('href')).toBe('/phala/store');
    link.click();
    expect(go).toHaveBeenCalledOnce();
  });

  it('speaks English when English is active', async () => {
    await activateTestLocale('en');
    wrap(<NotFoundPage />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Page not found');
    await activateTestLocale('zh');
  });

  it('says plainly that a screen is under construction, under its own title', () => {
    wrap(<UnderConstruction title="我的订单" />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('我的订单');
    expect(screen.getByText('此页面正在建设中')).toBeTruthy();
  });

  it('offers a retry that calls back', () => {
    const retry = vi.fn();
    wrap(<ErrorState onRetry={retry} />);
    screen.getByRole('button', { name: '重试' }).click();
    expect(retry).toHaveBeenCalledOnce();
  });

  it('says when the network is off, instead of a generic failure', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const { container } = wrap(<ErrorState onRetry={() => {}} />);
    expect(screen.getByRole('heading', { name: '网络已断开' })).toBeTruthy();
    expect(container.querySelector('[data-illustration="network-off"]')).toBeTruthy();
  });

  it('goes back from the title bar to the previous page of the app', () => {
    const back = vi.spyOn(window.history, 'back').mockImplementation(() => {});
    // What the router writes for the second page of the session.
    window.history.pushState({ idx: 1 }, '', '/onmat/second');
    wrap(<PageShell title="T">x</PageShell>);
    screen.getByRole('button', { name: '返回' }).click();
    expect(back).toHaveBeenCalled();
  });

  it("goes back to the brand's home, in place, on a page opened directly", () => {
    const back = vi.spyOn(window.history, 'back').mockImplementation(() => {});
    const go = vi.fn();
    window.history.replaceState({ idx: 0 }, '', '/onmat/order_detail');
    render(
      <I18nProvider i18n={i18n}>
        <HomeContext.Provider value={{ href: '/onmat/store', brand: 'onmat', go }}>
          <PageShell title="T">x</PageShell>
        </HomeContext.Provider>
      </I18nProvider>,
    );
    screen.getByRole('button', { name: '返回' }).click();
    expect(go).toHaveBeenCalledWith({ replace: true });
    expect(back).not.toHaveBeenCalled();
  });

  it('has no back arrow on the home itself opened directly, where home would reload the page', () => {
    window.history.replaceState({ idx: 0 }, '', '/onmat/store?cat=2');
    const home = { href: '/onmat/store', brand: 'onmat' as const, go: vi.fn() };
    const shell = (
      <I18nProvider i18n={i18n}>
        <HomeContext.Provider value={home}>
          <PageShell title="T">x</PageShell>
        </HomeContext.Provider>
      </I18nProvider>
    );
    const { unmount } = render(shell);
    expect(screen.queryByRole('button', { name: '返回' })).toBeNull();
    unmount();
    // Reached from another page of the app: back goes there.
    window.history.pushState({ idx: 1 }, '', '/onmat/store');
    render(shell);
    expect(screen.getByRole('button', { name: '返回' })).toBeTruthy();
  });
});

describe('feedback (antd-mobile, loaded on first use)', () => {
  it('shows a toast', async () => {
    await act(() => showToast('已保存'));
    await waitFor(() => expect(document.body.textContent).toContain('已保存'));
  });

  it('resolves a confirm dialog with the button pressed', async () => {
    const answer = confirmDialog({
      title: '提示',
      message: '请先登录账号',
      ok: '去登录',
      cancel: '暂不登录',
    });
    const ok = await screen.findByText('去登录');
    expect(screen.getByText('请先登录账号')).toBeTruthy();
    act(() => ok.click());
    await expect(answer).resolves.toBe(true);
  });

  it('resolves an action sheet with the chosen key', async () => {
    const choice = showActionSheet(
      [
        { key: 'en', text: 'English' },
        { key: 'zh', text: '中文' },
      ],
      '取消',
    );
    act(() => void 0);
    const item = await screen.findByText('English');
    act(() => item.click());
    await expect(choice).resolves.toBe('en');
  });
});
