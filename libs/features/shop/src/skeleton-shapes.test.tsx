import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { renderScreen, startServer } from '@yoga/testing';
import { mat } from './testing/buy-fixtures';
import { buyHandlers } from './testing/buy-handlers';
import { shopHandlers } from './testing/handlers';
import FilmListScreen from './film-list-screen';
import ProductDetailScreen from './product-detail-screen';
import css from './skeleton.module.css';

startServer(...shopHandlers, ...buyHandlers);

/** The busy region of a loading screen: one, saying 加载中… and nothing else to assistive tech. */
const busyRegion = () => {
  const region = screen.getByRole('status');
  expect(region.getAttribute('aria-busy')).toBe('true');
  expect(region.textContent).toBe('加载中…');
  return region;
};

describe('a loading screen has the shape of the screen it stands for', () => {
  it('a list (film packs): cards with a 4:3 picture, two lines and a button, then the packs', async () => {
    await renderScreen(<FilmListScreen />, { path: '/beaticam/film_list' });
    const region = busyRegion();
    expect(region.className).toContain(css.skFilm);
    expect(region.querySelectorAll('.y-sk-item[aria-hidden="true"]')).toHaveLength(2);
    expect((await screen.findAllByTestId('film-card')).length).toBeGreaterThan(0);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('a detail (product): the square gallery, cards of lines and the buy bar, then the product', async () => {
    await renderScreen(<ProductDetailScreen />, {
      path: '/onmat/product/detail/3',
      route: '/onmat/product/detail/:spuId',
      signedIn: true,
    });
    const region = busyRegion();
    expect(region.className).toContain('y-sk-detail');
    expect(region.className).toContain('y-sk-square');
    expect(region.querySelector('.y-sk-hero')).toBeTruthy();
    expect(region.querySelector('.y-sk-bar')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: mat.title })).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('status')).toBeNull());
  });
});
