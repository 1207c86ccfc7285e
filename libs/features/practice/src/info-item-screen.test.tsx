import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { delay, http } from 'msw';
import { API, failJson, okJson, renderScreen, startServer } from '@yoga/testing';
import { practiceHandlers } from './testing/handlers';
import InfoItemScreen from './info-item-screen';

// jsdom draws no canvas: the chart module stands in as a box; the table is what a screen reader reads.
vi.mock('./chart', () => ({ default: () => <div data-testid="measurement-chart" aria-hidden="true" /> }));

const server = startServer(...practiceHandlers());
beforeEach(() => server.use(...practiceHandlers()));
const open = (query = 'item=weight', locale: 'zh' | 'en' = 'zh') =>
  renderScreen(<InfoItemScreen />, { path: `/slim/info_item?${query}`, signedIn: true, locale });

describe('info_item', () => {
  it('draws the history (loaded on demand) and gives the same values as a table, newest first', async () => {
    await open();
    expect(await screen.findByTestId('measurement-chart')).toBeTruthy();
    const table = screen.getByRole('table', { name: '体重历史记录' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(4);
    expect(
      within(rows[0]!)
        .getAllByRole('columnheader')
        .map((c) => c.textContent),
    ).toEqual(['日期', '体重（公斤）']);
    expect(within(rows[1]!).getAllByRole('cell')[1]!.textContent).toBe('62.4');
    expect(within(rows[3]!).getAllByRole('cell')[1]!.textContent).toBe('64');
    expect(screen.getByRole('heading', { name: '最近体重：62.4 公斤' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '腰围' }).getAttribute('href')).toBe(
      '/slim/info_item?item=waist',
    );
    expect(screen.getByRole('link', { name: '体重' }).getAttribute('aria-current')).toBe('page');
  });

  it('words the table in English', async () => {
    await open('item=weight', 'en');
    const table = await screen.findByRole('table');
    expect(table.textContent).not.toMatch(/[\u4e00-\u9fff]/);
  });

  it('shows not found for an unknown item without asking', async () => {
    let asked = false;
    server.use(http.get(`${API}/practice/measurements/:item`, () => ((asked = true), okJson(null))));
    await open('item=height');
    expect(await screen.findByText('没有这项身体数据')).toBeTruthy();
    expect(asked).toBe(false);
  });

  it('offers basic_info when there is nothing yet', async () => {
    await open('item=waist');
    expect(await screen.findByText('还没有记录')).toBeTruthy();
    expect(screen.getByRole('link', { name: '填写基本信息' }).getAttribute('href')).toBe('/slim/basic_info');
  });

  it('shows a skeleton while loading and a retry after a failure', async () => {
    server.use(
      http.get(`${API}/practice/measurements/:item`, async () => {
        await delay('infinite');
        return okJson(null);
      }),
    );
    const first = await open();
    expect(document.querySelector('[aria-busy="true"]')).not.toBeNull();
    first.unmount();
    server.use(http.get(`${API}/practice/measurements/:item`, () => failJson(500, '服务繁忙')));
    await open();
    expect(await screen.findByRole('button', { name: '重试' }, { timeout: 4000 })).toBeTruthy();
  });
});
