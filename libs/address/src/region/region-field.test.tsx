import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nProvider } from '@lingui/react';
import { i18n, activateTestLocale } from '@yoga/i18n';
import { RegionField } from './region-field';
import { englishRegion } from './area-en';

vi.mock('@vant/area-data', () => ({
  areaList: {
    province_list: { '330000': '浙江省', '310000': '上海市' },
    city_list: { '330100': '杭州市', '310100': '上海市' },
    county_list: { '330106': '西湖区', '310104': '徐汇区' },
  },
}));

beforeEach(() => activateTestLocale('zh'));

const show = (region: string[], regionCodes: string[], onChange = vi.fn()) =>
  render(
    <I18nProvider i18n={i18n}>
      <span id="label">Region</span>
      <RegionField id="r" labelId="label" region={region} regionCodes={regionCodes} onChange={onChange} />
    </I18nProvider>,
  );

// The sheet and the area tree are lazy chunks: their first load in jsdom takes seconds.
describe('region picker', { timeout: 20_000 }, () => {
  it('reads provinces, cities and districts in English and still hands back the Chinese names and codes', async () => {
    await act(() => activateTestLocale('en'));
    const onChange = vi.fn();
    show([], [], onChange);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: /Region/ }));
    await user.click(await screen.findByRole('option', { name: 'Zhejiang' }, { timeout: 8000 }));
    await user.click(await screen.findByRole('option', { name: 'Hangzhou' }));
    expect(screen.getByRole('tab', { name: 'Zhejiang' })).toBeTruthy();
    await user.click(await screen.findByRole('option', { name: 'Xihu District' }));
    expect(onChange).toHaveBeenCalledWith(['浙江省', '杭州市', '西湖区'], ['330000', '330100', '330106']);
  });

  it('shows a saved region in English, smallest first and a municipality once', async () => {
    await act(() => activateTestLocale('en'));
    show(['上海市', '上海市', '徐汇区'], ['310000', '310100', '310104']);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Region Xuhui District, Shanghai' })).toBeTruthy(),
    );
  });

  it('stays Chinese in Chinese', async () => {
    show(['浙江省', '杭州市', '西湖区'], ['330000', '330100', '330106']);
    expect(screen.getByRole('button', { name: 'Region 浙江省杭州市西湖区' })).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('button', { name: /Region/ }));
    // It reopens at the saved district.
    expect(await screen.findByRole('option', { name: '西湖区' }, { timeout: 8000 })).toBeTruthy();
    expect(screen.getByRole('tab', { name: '浙江省' })).toBeTruthy();
  });

  it('falls back to the Chinese when a code has no English', () => {
    expect(englishRegion({ '330000': 'Zhejiang' }, ['330000', '330199'])).toBeNull();
    expect(englishRegion({ '330000': 'Zhejiang' }, [])).toBeNull();
  });
});
