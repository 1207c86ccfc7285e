import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { CHECK_IN_CODES } from '@yoga/contract/codes';
import { pointsKeys } from '@yoga/data-access-points';
import { API, failJson, okJson, renderScreen, startServer } from '@yoga/testing';
import { checkInHandlers, checkInStore, openActivity } from './testing/handlers';
import CheckInScreen from './check-in-screen';

const server = startServer(...checkInHandlers);
const open = (id = '1', o: { locale?: 'zh' | 'en'; signedIn?: boolean } = {}) =>
  renderScreen(<CheckInScreen />, {
    path: `/onmat/sign_activity/${id}`,
    route: '/onmat/sign_activity/:id',
    signedIn: o.signedIn ?? true,
    locale: o.locale ?? 'zh',
  });
const button = () => screen.getByTestId('check-in-button') as HTMLButtonElement;

describe('check-in activity', () => {
  it('shows the period, the month of the business day with checked days and today, streak and rewards', async () => {
    await open();
    const page = await screen.findByTestId('check-in');
    expect(page.textContent).toContain('每日签到领积分');
    // The fixture's dates are fixed; the format kit names the year once the clock leaves 2026.
    expect(page.textContent).toMatch(/活动时间：(\d{4}年)?11月16日.*12月16日/);
    expect(screen.getByTestId('check-in-streak').textContent).toContain('2');
    const cal = screen.getByTestId('check-in-calendar');
    expect(cal.querySelectorAll('.y-cal-done')).toHaveLength(2);
    expect(cal.querySelector('.y-cal-today')?.getAttribute('data-day')).toBe('2026-11-26');
    expect(cal.querySelector('[data-day="2026-11-25"] span')?.getAttribute('aria-label')).toMatch(/已签到$/);
    expect(page.textContent).toContain('连续签到 3 天');
    expect(page.textContent).toContain('+30');
    expect(button().disabled).toBe(false);
    expect(button().textContent).toBe('立即签到');
  });

  it('checks in: the points earned (with the streak reward), the day marked, the button disabled', async () => {
    const { user } = await open();
    await user.click(await screen.findByRole('button', { name: '立即签到' }));
    expect((await screen.findByTestId('check-in-earned')).textContent).toContain(
      '签到成功，获得 15 积分（含连续签到奖励 10 积分）',
    );
    await waitFor(() => expect(button().textContent).toBe('已签到'));
    expect(button().disabled).toBe(true);
    expect(screen.getByTestId('check-in-calendar').querySelectorAll('.y-cal-done')).toHaveLength(3);
    expect(checkInStore.current.activity.viewer?.checkedToday).toBe(true);
  });

  it('marks the points balance stale after a check-in, and leaves the rest of the cache alone', async () => {
    const { user, queryClient } = await open();
    queryClient.setQueryData(pointsKeys.summary('onmat'), { balance: 5 });
    queryClient.setQueryData(['courses', 'onmat', 'list'], []);
    await user.click(await screen.findByRole('button', { name: '立即签到' }));
    await screen.findByTestId('check-in-earned');
    await waitFor(() =>
      expect(queryClient.getQueryState(pointsKeys.summary('onmat'))?.isInvalidated).toBe(true),
    );
    expect(queryClient.getQueryState(['courses', 'onmat', 'list'])?.isInvalidated).toBe(false);
  });

  it('says a refusal in words: checked in already (elsewhere) today', async () => {
    server.use(
      http.post(`${API}/check-in/activities/:id/check-in`, () =>
        failJson(CHECK_IN_CODES.alreadyToday, 'already'),
      ),
    );
    const { user } = await open();
    await user.click(await screen.findByRole('button', { name: '立即签到' }));
    expect((await screen.findByRole('alert')).textContent).toBe('今天已经签到过了，明天再来吧');
  });

  it('in English: labels and the check-in done state', async () => {
    server.use(
      http.get(`${API}/check-in/activities/:id`, () =>
        okJson({
          ...openActivity(),
          title: 'Daily check-in',
          viewer: { days: ['2026-11-26'], streak: 1, checkedToday: true },
        }),
      ),
    );
    await open('1', { locale: 'en' });
    const page = await screen.findByTestId('check-in');
    expect(page.textContent).toContain('Daily check-in');
    expect(page.textContent).not.toMatch(/[\u4e00-\u9fff]/);
    expect(button().disabled).toBe(true);
  });

  it('not started and ended: said, and the button is off', async () => {
    server.use(
      http.get(`${API}/check-in/activities/:id`, () =>
        okJson({ ...openActivity(), state: 'upcoming', startDay: '2026-12-26', viewer: null }),
      ),
    );
    const { unmount } = await open();
    expect((await screen.findAllByText(/活动还没有开始/)).length).toBeGreaterThan(0);
    expect(button().disabled).toBe(true);
    expect(button().textContent).toBe('活动未开始');
    unmount();
    server.use(
      http.get(`${API}/check-in/activities/:id`, () => okJson({ ...openActivity(), state: 'ended' })),
    );
    await open();
    expect(await screen.findByText('活动已结束，感谢参与')).toBeTruthy();
    expect(button().disabled).toBe(true);
  });

  it('signed out: the page opens, checking in goes to login and back here', async () => {
    const { user, where } = await open('1', { signedIn: false });
    await screen.findByTestId('check-in');
    expect(screen.queryByTestId('check-in-streak')).toBeNull();
    await user.click(screen.getByRole('button', { name: '登录后签到' }));
    await waitFor(() => expect(where()).toMatch(/^\/onmat\/login\?redirect=/));
    expect(decodeURIComponent(where()!)).toContain('/onmat/sign_activity/1');
  });

  it('not found: an id that does not parse (no request) and an unknown id', async () => {
    const { unmount } = await open('abc');
    expect(await screen.findByText('签到活动不存在')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '重试' })).toBeNull();
    unmount();
    await open('99');
    expect(await screen.findByText('签到活动不存在')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '重试' })).toBeNull();
  });

  it('loading, then an error with retry', async () => {
    server.use(http.get(`${API}/check-in/activities/:id`, () => new HttpResponse(null, { status: 500 })));
    const { container } = await open();
    expect(container.querySelector('[aria-busy="true"]')).toBeTruthy();
    expect(await screen.findByText('签到活动加载失败，请重试', {}, { timeout: 4000 })).toBeTruthy();
    expect(screen.getByRole('button', { name: '重试' })).toBeTruthy();
  });
});
