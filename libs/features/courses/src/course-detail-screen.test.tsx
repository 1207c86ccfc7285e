import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { failJson, okJson, pagedJson, renderScreen, startServer } from '@yoga/testing';
import { courseReviews, onSale } from './testing/fixtures';
import { coursesHandlers, paths } from './testing/handlers';
import CourseDetailScreen from './course-detail-screen';

const server = startServer(...coursesHandlers);
const open = (query: string, locale?: 'zh' | 'en') =>
  renderScreen(<CourseDetailScreen />, { path: `/onmat/course_detail?${query}`, locale });

describe('course detail', () => {
  it('shows the course, its coach, times with seats, outline and reviews', async () => {
    await open('courseId=101');
    expect(await screen.findByRole('heading', { name: onSale.title })).toBeTruthy();
    expect(screen.getByRole('img', { name: onSale.title })).toBeTruthy();
    expect(screen.getByRole('link', { name: /周一鸣/ }).getAttribute('href')).toBe(
      '/onmat/connect_teacher/12',
    );
    expect(screen.getByText('剩 3 个名额')).toBeTruthy();
    expect((screen.getAllByRole('radio')[2] as HTMLInputElement).disabled).toBe(true);
    expect(screen.getByText('拜日式 A/B 串联')).toBeTruthy();
    expect(await screen.findByRole('img', { name: '5 星' })).toBeTruthy();
    expect(screen.getByText('¥199.00')).toBeTruthy();
    expect(screen.getByText('会员价 ¥159.00')).toBeTruthy();
    await waitFor(() => expect(document.title).toContain(onSale.title));
  });

  it('shows students’ reviews with their stars, newest first, and pages in the rest', async () => {
    const { user } = await open('courseId=101', 'en');
    const list = await screen.findByTestId('course-reviews');
    const texts = () => [...list.querySelectorAll('article p')].map((p) => p.textContent);
    expect(texts()).toEqual(['老师讲解很细致。', '第 2 条评价', '第 3 条评价', '第 4 条评价', '第 5 条评价']);
    // Counted with the list (7), not the course's copy (4): a review just added is counted too.
    expect(screen.getByText(/ · 7 reviews$/)).toBeTruthy();
    expect(screen.getAllByRole('img', { name: '4 stars' })).toHaveLength(4);
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(texts()).toHaveLength(7));
    expect(texts().slice(5)).toEqual(['第 6 条评价', '第 7 条评价']);
    expect(screen.getByText('No more')).toBeTruthy();
  });

  it('shows an evaluation a student just submitted at the top of the reviews', async () => {
    const mine = { id: 99, author: '学员0001', stars: 3, text: '刚刚上完课，节奏有点快', date: '2026-11-25' };
    server.use(http.get(paths.reviews, () => pagedJson([mine, ...courseReviews], { pageSize: 5, total: 8 })));
    await open('courseId=101');
    const list = await screen.findByTestId('course-reviews');
    const first = within(list).getAllByRole('article')[0]!;
    expect(first.textContent).toContain('学员0001');
    expect(first.textContent).toContain('刚刚上完课，节奏有点快');
    expect(first.querySelector('[role="img"]')!.getAttribute('aria-label')).toBe('3 星');
  });

  it('says when a course has no reviews yet', async () => {
    server.use(http.get(paths.reviews, () => pagedJson([])));
    await open('courseId=101');
    expect(await screen.findByText('还没有评价')).toBeTruthy();
  });

  it('asks for a class time first, then goes to pay for it', async () => {
    const { user, where } = await open('courseId=101');
    await user.click(await screen.findByRole('button', { name: '立即购买' }));
    // The screen's own toast (the kit's), not the request layer's.
    expect(await screen.findByText('请先选择上课时间')).toBeTruthy();
    await user.click(screen.getAllByRole('radio')[1]!);
    await user.click(screen.getByRole('button', { name: '立即购买' }));
    expect(where()).toBe('/onmat/course_pay?courseId=101&classId=1012');
  });

  it('says when a course is sold out or ended', async () => {
    await open('courseId=103');
    expect(((await screen.findByRole('button', { name: '已约满' })) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });

  it('says when a course has ended', async () => {
    await open('courseId=104');
    expect(((await screen.findByRole('button', { name: '课程已结束' })) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });

  it('offers the order and the class once bought', async () => {
    await open('courseId=105', 'en');
    expect((await screen.findByRole('link', { name: 'View order' })).getAttribute('href')).toBe(
      '/onmat/order_detail?orderNo=OM20261201000001',
    );
    expect(screen.getByRole('link', { name: 'Contact the coach' }).getAttribute('href')).toBe(
      '/onmat/connect_teacher/12',
    );
  });

  it('shows not-found for an unknown or missing course', async () => {
    await open('courseId=999');
    expect(await screen.findByText('课程不存在')).toBeTruthy();
  });

  it('shows not-found without a request or a retry for a malformed id or someone else’s answer', async () => {
    let asked = 0;
    server.use(http.get(paths.detail, () => (asked++, failJson(404, '课程不存在'))));
    const first = await open('courseId=abc');
    expect(await screen.findByText('课程不存在')).toBeTruthy();
    expect(asked).toBe(0);
    first.unmount();
    await open('courseId=101');
    expect(await screen.findByText('课程不存在')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '重试' })).toBeNull();
    expect(screen.getByRole('link', { name: /首页/ })).toBeTruthy();
  });

  it('offers a retry when the service fails', async () => {
    // Reads are retried once, as in production: both tries fail, then the retry button works.
    const busy = () => http.get(paths.detail, () => failJson(500, '服务繁忙'), { once: true });
    server.use(busy(), busy());
    const { user } = await open('courseId=101');
    await user.click(await screen.findByRole('button', { name: '重试' }, { timeout: 4000 }));
    expect(await screen.findByRole('heading', { name: onSale.title })).toBeTruthy();
  });

  it('keeps the chosen time in the address', async () => {
    server.use(http.get(paths.detail, () => okJson(onSale)));
    await open('courseId=101&classId=1012');
    await waitFor(() => expect((screen.getAllByRole('radio')[1] as HTMLInputElement).checked).toBe(true));
  });
});
