import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { COURSE_MEDIA_CODES } from '@yoga/contract';
import { failJson, okJson, renderScreen, startServer } from '@yoga/testing';
import { cardUrl, courseMediaHandlers, ownedCard, usagesUrl } from './testing/handlers';
import CourseCardScreen from './course-card-screen';

const server = startServer(...courseMediaHandlers);
const open = (o: { signedIn?: boolean; locale?: 'zh' | 'en'; path?: string } = {}) =>
  renderScreen(<CourseCardScreen />, {
    path: o.path ?? '/onmat/course_card/1',
    route: (o.path ?? '/onmat/course_card/1').replace(/\d+$/, ':id'),
    signedIn: o.signedIn ?? true,
    title: '课程卡',
    locale: o.locale,
  });
const withBalance = (b: Partial<NonNullable<typeof ownedCard.balance>>) =>
  server.use(http.get(cardUrl, () => okJson({ ...ownedCard, balance: { ...ownedCard.balance!, ...b } })));

describe('course_card', () => {
  it('shows sessions left, validity, the courses and a way to book', async () => {
    await open();
    expect(screen.getByRole('status')).toBeTruthy();
    expect(await screen.findByRole('img', { name: '剩余 7 次，共 30 次' })).toBeTruthy();
    const balance = screen.getByTestId('card-balance').textContent;
    expect(balance).toContain('使用中');
    expect(balance).toContain('已用 23 次，剩余 7 次');
    expect(balance).toMatch(/有效期至 2026年12月20日（剩余 45 天）/);
    expect(screen.getByRole('link', { name: '流瑜伽进阶小班课' }).getAttribute('href')).toBe(
      '/onmat/course_detail?courseId=101',
    );
    expect(screen.getByRole('link', { name: '去约课' }).getAttribute('href')).toBe(
      '/onmat/course_detail?courseId=101',
    );
  });

  it('pages in the usage history', async () => {
    const { user } = await open();
    const list = await screen.findByTestId('card-usages');
    expect(within(list).getAllByRole('listitem')).toHaveLength(10);
    expect(list.textContent).toContain('-2 次');
    await user.click(screen.getByRole('button', { name: '加载更多' }));
    expect(await screen.findByText('流瑜伽进阶小班课 第1次')).toBeTruthy();
    expect(screen.getByText('没有更多了')).toBeTruthy();
  });

  it('says when the card has expired, and offers the course instead of booking', async () => {
    withBalance({ state: 'expired', daysLeft: 0, validUntil: '2026-11-01T04:00:00.000Z' });
    await open();
    expect((await screen.findByTestId('card-balance')).textContent).toMatch(
      /已过期.*已于 2026年11月1日 过期/,
    );
    expect(screen.queryByRole('link', { name: '去约课' })).toBeNull();
    expect(screen.getByText('卡已过期，不能再约课')).toBeTruthy();
    expect(screen.getByRole('link', { name: '查看课程' })).toBeTruthy();
  });

  it('says when no session is left', async () => {
    withBalance({ state: 'used-up', usedSessions: 30, sessionsLeft: 0 });
    await open();
    expect(await screen.findByRole('img', { name: '剩余 0 次，共 30 次' })).toBeTruthy();
    expect(screen.getByText('次数已用完，不能再约课')).toBeTruthy();
  });

  it('shows the public facts and a login that comes back here when signed out', async () => {
    server.use(http.get(cardUrl, () => okJson({ ...ownedCard, viewer: 'guest', balance: null })));
    await open({ signedIn: false });
    expect(await screen.findByText('登录后查看剩余次数、有效期和使用记录')).toBeTruthy();
    expect(screen.getByTestId('course-card').textContent).toContain('共 30 次 · 购买后 180 天内有效');
    expect(screen.getByRole('link', { name: '登录' }).getAttribute('href')).toBe(
      '/onmat/login?redirect=%2Fonmat%2Fcourse_card%2F1',
    );
    expect(screen.queryByTestId('card-usages')).toBeNull();
  });

  it('shows not found for an unknown card, without a toast', async () => {
    server.use(http.get(cardUrl, () => failJson(COURSE_MEDIA_CODES.cardNotFound, '课程卡不存在')));
    const { toasts } = await open({ path: '/phala/course_card/9', signedIn: true });
    expect(await screen.findByRole('heading', { name: '课程卡不存在' })).toBeTruthy();
    expect(toasts).toEqual([]);
  });

  it('shows not-found without a request or a retry for a malformed id or someone else’s card', async () => {
    let asked = 0;
    server.use(http.get(cardUrl, () => (asked++, failJson(404, '课程卡不存在', 404))));
    const first = await open({ path: '/onmat/course_card/0' });
    expect(await screen.findByRole('heading', { name: '课程卡不存在' })).toBeTruthy();
    expect(asked).toBe(0);
    first.unmount();
    await open();
    expect(await screen.findByRole('heading', { name: '课程卡不存在' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: '重新加载' })).toBeNull();
    expect(screen.getByRole('link', { name: '返回首页' })).toBeTruthy();
  });

  it('offers a retry when loading fails, and recovers', async () => {
    let calls = 0;
    server.use(http.get(cardUrl, () => (++calls <= 2 ? failJson(500, '服务繁忙') : okJson(ownedCard))));
    const { user } = await open();
    // Reads are retried once, as in production: both tries fail, then the retry button works.
    await user.click(await screen.findByRole('button', { name: '重试' }, { timeout: 4000 }));
    expect(await screen.findByTestId('card-balance')).toBeTruthy();
  });

  it('goes to login when the session ends while paging the history (403)', async () => {
    server.use(http.get(usagesUrl, () => failJson(403, '未登录或登录失效', 403)));
    const { effects } = await open();
    await waitFor(() => expect(effects.goLogin).toHaveBeenCalled());
  });

  it('speaks English', async () => {
    await open({ locale: 'en' });
    expect(await screen.findByRole('img', { name: '7 of 30 sessions left' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Book a class' })).toBeTruthy();
  });
});
