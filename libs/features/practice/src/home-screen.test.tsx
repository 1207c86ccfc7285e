import { beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { delay, http } from 'msw';
import { API, failJson, okJson, renderScreen, startServer } from '@yoga/testing';
import { practiceHandlers } from './testing/handlers';
import HomeScreen from './home-screen';

const server = startServer(...practiceHandlers());
beforeEach(() => server.use(...practiceHandlers()));
const open = (locale: 'zh' | 'en' = 'zh') =>
  renderScreen(<HomeScreen />, { path: '/slim/home', signedIn: true, locale });

describe('slim home', () => {
  it('shows today’s practice, the programme, the streak and typed links to the rest', async () => {
    await open();
    const home = await screen.findByTestId('practice-home');
    expect(within(home).getByText('燃脂流瑜伽')).toBeTruthy();
    expect(within(home).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('33');
    expect(screen.getByTestId('home-streak').textContent).toBe('已连续打卡 4 天');
    expect(within(home).getByRole('link', { name: '21 天燃脂瑜伽' }).getAttribute('href')).toBe(
      '/slim/business/video_course/1',
    );
    expect(
      within(home)
        .getByRole('link', { name: /去打卡/ })
        .getAttribute('href'),
    ).toBe('/slim/practice_clock');
    expect(within(home).getByRole('link', { name: /我的家庭/ }).textContent).toContain('1 位家庭成员');
    expect(
      within(home)
        .getByRole('link', { name: /身体数据/ })
        .getAttribute('href'),
    ).toBe('/slim/info_item?item=weight');
  });

  it('words it in English', async () => {
    await open('en');
    const home = await screen.findByTestId('practice-home');
    // The titles come from the server (in the caller's language there); the screen's own words are English.
    const own = home.textContent!.replace(/燃脂流瑜伽|21 天瘦身计划|21 天燃脂瑜伽|晨间唤醒流瑜伽/g, '');
    expect(own).not.toMatch(/[\u4e00-\u9fff]/);
    expect(own).toContain('Today’s practice');
    // Counts are plural-aware: one family member, not "1 family members".
    expect(within(home).getByRole('link', { name: /My family/i }).textContent).toContain('1 family member');
    expect(within(home).getByRole('link', { name: /My family/i }).textContent).not.toContain('members');
  });

  it('shows a skeleton while loading and a retry after a failure', async () => {
    server.use(
      http.get(`${API}/practice/home`, async () => {
        await delay('infinite');
        return okJson(null);
      }),
    );
    const { unmount } = await open();
    expect(document.querySelector('[aria-busy="true"]')).not.toBeNull();
    unmount();
    server.use(http.get(`${API}/practice/home`, () => failJson(500, '服务繁忙')));
    const { user } = await open();
    const retry = await screen.findByRole('button', { name: '重试' }, { timeout: 4000 });
    server.use(...practiceHandlers());
    await user.click(retry);
    expect(await screen.findByTestId('practice-home')).toBeTruthy();
  });
});
