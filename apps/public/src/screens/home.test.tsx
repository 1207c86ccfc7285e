import { beforeAll, describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { I18nProvider } from '@lingui/react';
import { activateTestLocale, i18n } from '@yoga/i18n';
import Home from './home';

const show = () =>
  render(
    <I18nProvider i18n={i18n}>
      <Home />
    </I18nProvider>,
  );

const brandHomes: [string, string][] = [
  ['素漫瑜伽', '/suman/coupon/student'],
  ['OnMat 瑜伽', '/onmat/store'],
  ['Slim 轻体', '/slim/home'],
  ['Phala 瑜伽', '/phala/store'],
  ['瑜伽湾', '/bay/cert_renewal'],
  ['Beaticam 拍立得', '/beaticam/film_list'],
  ['骑行装备馆', '/cycling/equipment'],
];

beforeAll(() => activateTestLocale('zh'));

describe('the landing page', () => {
  it('names the product and welcomes the visitor', () => {
    show();
    expect(screen.getByRole('heading', { level: 2, name: '瑜伽课堂' })).toBeTruthy();
    expect(screen.getByText('专业瑜伽与健身课程，随时随地开始练习')).toBeTruthy();
  });

  it("lists every brand once, each with its welcome line and a link to the brand's home", () => {
    show();
    const cards = within(screen.getByTestId('brand-index')).getAllByRole('link');
    expect(cards.map((a) => [a.querySelector('strong')?.textContent, a.getAttribute('href')])).toEqual(
      brandHomes,
    );
    expect(cards[1]?.textContent).toContain('在垫上，遇见更好的自己');
  });

  it('speaks English when English is active', async () => {
    await activateTestLocale('en');
    show();
    const cards = within(screen.getByTestId('brand-index')).getAllByRole('link');
    expect(cards.map((a) => a.querySelector('strong')?.textContent)).not.toContain('瑜伽湾');
    expect(screen.getByRole('link', { name: 'Certificate search' }).getAttribute('href')).toBe('/cc');
    await activateTestLocale('zh');
  });
});
