import { describe, expect, it } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import { i18n } from '@yoga/i18n';
import { http } from 'msw';
import { failJson, okJson, renderScreen, startServer } from '@yoga/testing';
import { films, shopHandlers, shopPaths } from './testing/handlers';
import css from './catalog.module.css';
import FilmListScreen from './film-list-screen';

const server = startServer(...shopHandlers);
const open = () => renderScreen(<FilmListScreen />, { path: '/beaticam/film_list' });
const cards = () => screen.findAllByTestId('film-card');

describe('beaticam film list', () => {
  it('shows the packs as rich cards: deal badge, list price struck, sold-out last', async () => {
    await open();
    expect(screen.getByTestId('shop-skeleton')).toBeTruthy();
    expect(await cards()).toHaveLength(films.length);
    const deal = screen.getByRole('link', { name: /Mini 相纸 白边 20 张/ });
    expect(deal.getAttribute('href')).toBe('/beaticam/film_discount/201');
    expect(within(deal).getByText('限时优惠')).toBeTruthy();
    expect(within(deal).getByText('两盒装 · 有效期至 2027 年')).toBeTruthy();
    expect(within(deal).getByRole('deletion').textContent).toBe('原价¥129.00');
    const plain = screen.getByRole('link', { name: /宽幅相纸 10 张/ });
    expect(within(plain).queryByText('限时优惠')).toBeNull();
    expect(within(plain).queryByRole('deletion')).toBeNull();
    const out = screen.getAllByTestId('film-card').at(-1)!;
    expect(within(out).getAllByText('已售罄').length).toBeGreaterThan(0);
    expect(out.className).toContain(css.out);
  });

  it('opens the offer page of a pack', async () => {
    const { user, where } = await open();
    await user.click((await cards())[0]!);
    expect(where()).toBe('/beaticam/film_discount/201');
  });

  it('says when no film is on sale', async () => {
    server.use(http.get(shopPaths.products, () => okJson({ list: [], page: 1, pageSize: 10, total: 0 })));
    await open();
    expect(await screen.findByText('相纸正在补货，过几天再来看看')).toBeTruthy();
  });

  it('offers a retry when loading fails', async () => {
    let fail = true;
    server.use(
      http.get(shopPaths.products, () =>
        fail
          ? failJson(500, '服务繁忙')
          : okJson({ list: films, page: 1, pageSize: 10, total: films.length }),
      ),
    );
    const { user, toasts } = await open();
    const retry = await screen.findByRole('button', { name: '重试' }, { timeout: 4000 });
    expect(toasts).toContain('服务繁忙');
    fail = false;
    await user.click(retry);
    expect(await cards()).toHaveLength(films.length);
  });

  it('speaks English', async () => {
    await renderScreen(<FilmListScreen />, { path: '/beaticam/film_list', locale: 'en' });
    // The feature's own catalog arrives beside its screens in the app (withCatalog); here by hand.
    const locale = 'en';
    const { messages } = (await import(`./locales/${locale}.po`)) as { messages: Record<string, string> };
    act(() => i18n.load('en', messages));
    await cards();
    expect(screen.getByText('Limited-time deal')).toBeTruthy();
    expect(screen.getAllByText('Sold out').length).toBeGreaterThan(0);
    expect(screen.getAllByText('Buy now')).toHaveLength(2);
  });
});
