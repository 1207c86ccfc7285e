import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { renderScreen } from '@yoga/testing';
import LoginScreen from './login-screen';
import { areaCodes, searchAreas } from './area-codes';

async function openChooser(locale: 'zh' | 'en' = 'zh') {
  await renderScreen(<LoginScreen />, { path: '/onmat/login', locale });
  act(() =>
    screen
      .getByRole('button', { name: locale === 'zh' ? '选择区号，当前 +86' : 'Area code +86, change' })
      .click(),
  );
  return screen.findByRole('dialog', {
    name: locale === 'zh' ? '选择国家或地区' : 'Choose a country or region',
  });
}

// Rendering the whole 243-row list in jsdom takes seconds on a busy machine.
describe('area-code chooser', { timeout: 20_000 }, () => {
  it('opens a titled sheet with the common areas first and an A–Z index by pinyin', async () => {
    const sheet = await openChooser();
    const common = within(sheet).getByRole('region', { name: '常用' });
    const first = within(common)
      .getAllByRole('button')
      .slice(0, 4)
      .map((b) => b.textContent);
    expect(first).toEqual(['中国大陆+86', '中国香港+852', '中国澳门+853', '中国台湾+886']);
    const index = within(sheet).getByRole('navigation', { name: '按字母跳转' });
    const letters = within(index)
      .getAllByRole('button')
      .map((b) => b.textContent);
    expect(letters.slice(0, 4)).toEqual(['★', 'A', 'B', 'C']);
    expect(letters).not.toContain('I');
    // 秘鲁 (Peru) reads Mì-lǔ: it files under M, not B.
    expect(within(within(sheet).getByRole('region', { name: 'M' })).getByText('秘鲁')).toBeTruthy();
  });

  it('searches by name, English name and code, and says when nothing matches', async () => {
    const sheet = await openChooser();
    const search = within(sheet).getByRole('searchbox', { name: '搜索国家、地区或区号' });
    fireEvent.change(search, { target: { value: '日本' } });
    const results = within(sheet).getByRole('list', { name: '搜索结果' });
    expect(
      within(results)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['日本+81']);
    expect(within(sheet).queryByRole('navigation')).toBeNull();
    fireEvent.change(search, { target: { value: 'zzzz' } });
    expect(within(sheet).getByRole('status').textContent).toBe('没有找到匹配的国家或地区');
    fireEvent.change(search, { target: { value: '+81' } });
    act(() => within(sheet).getByRole('button', { name: '日本 +81' }).click());
    expect(screen.getByRole('button', { name: '选择区号，当前 +81' })).toBeTruthy();
  });

  it('closes with its named close button', async () => {
    const sheet = await openChooser();
    const chooser = screen.getByRole('button', { name: '选择区号，当前 +86' });
    expect(chooser.getAttribute('aria-expanded')).toBe('true');
    act(() => within(sheet).getByRole('button', { name: '关闭' }).click());
    // The sheet slides away (an animation jsdom plays slowly); the chooser says it is closed.
    expect(chooser.getAttribute('aria-expanded')).toBe('false');
  });

  it('names regions in English from the browser, indexed by their English initial', async () => {
    const sheet = await openChooser('en');
    expect(within(sheet).getAllByText('South Korea')).toHaveLength(2); // common group and S
    expect(within(sheet).queryByText('Korea, Republic of')).toBeNull();
    const korea = within(sheet).getByRole('region', { name: 'S' });
    expect(within(korea).getByText('South Korea')).toBeTruthy();
    expect(within(within(sheet).getByRole('region', { name: 'A' })).getByText('Åland Islands')).toBeTruthy();
  });
});

describe('area table', () => {
  it('holds ISO countries and regions only', () => {
    const isos = areaCodes.map((a) => a.iso);
    expect(isos).not.toContain('AC');
    expect(isos).not.toContain('TA');
    expect(isos).toContain('CN');
    expect(areaCodes.length).toBeGreaterThan(200);
  });

  it('matches Chinese and English names, ISO codes and calling codes', () => {
    expect(searchAreas('日本').map((a) => a.iso)).toEqual(['JP']);
    expect(searchAreas('japan').map((a) => a.iso)).toEqual(['JP']);
    expect(searchAreas('+852').map((a) => a.iso)).toContain('HK');
    expect(searchAreas('sg').map((a) => a.iso)).toContain('SG');
    expect(searchAreas('zzzz')).toEqual([]);
  });
});
