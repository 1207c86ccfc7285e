import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { http } from 'msw';
import { API, failJson, okJson, renderScreen, startServer } from '@yoga/testing';
import { sampleCourse, slimBusinessHandlers } from './testing/handlers';
import CourseScreen from './course-screen';
import HandbookScreen from './handbook-screen';

const server = startServer(...slimBusinessHandlers);
const course = (path = '/slim/business/course/1', locale: 'zh' | 'en' = 'zh') =>
  renderScreen(<CourseScreen />, { path, route: '/slim/business/course/:courseId', locale });

describe('business course', () => {
  it('shows the programme, what a buyer gets, the lowest handbook price and the way to buy', async () => {
    await course();
    expect(await screen.findByRole('heading', { name: '21 天体态重塑计划' })).toBeTruthy();
    expect(screen.getByText('21 节视频课')).toBeTruthy();
    expect(screen.getByTestId('course-price').textContent).toBe('手册 ¥39.00 起');
    expect(screen.getByTestId('buy-handbooks').getAttribute('href')).toBe(
      '/slim/business/buy_course/practice_handbook?courseId=1',
    );
    expect(screen.queryByTestId('owner-links')).toBeNull();
  });

  it('gives its owner the way to the order and assessment data', async () => {
    server.use(http.get(`${API}/slim-business/courses/:id`, () => okJson(sampleCourse({ mine: true }))));
    await course();
    const links = within(await screen.findByTestId('owner-links'));
    expect(links.getByRole('link', { name: '订单数据' }).getAttribute('href')).toBe('/slim/order_data/1');
    expect(links.getByRole('link', { name: '考核数据' }).getAttribute('href')).toBe('/slim/examine_data/1');
  });

  it('says a course that does not exist, and one that failed to load, in words', async () => {
    await course('/slim/business/course/abc');
    expect(await screen.findByText('课程不存在或已下架')).toBeTruthy();
  });

  it('offers a retry when loading fails, in English too', async () => {
    server.use(http.get(`${API}/slim-business/courses/:id`, () => failJson(500, 'busy')));
    await course('/slim/business/course/1', 'en');
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeTruthy();
    expect(screen.getByText('Could not load the course, please try again')).toBeTruthy();
  });
});

describe('choosing a handbook', () => {
  it('offers the editions left, a sold-out one disabled, and goes on with the chosen one', async () => {
    const { user } = await renderScreen(<HandbookScreen />, {
      path: '/slim/business/buy_course/practice_handbook?courseId=1',
    });
    const sold = (await screen.findByRole('radio', { name: /教练版手册/ })) as HTMLInputElement;
    expect(sold.disabled).toBe(true);
    expect((screen.getByRole('radio', { name: /标准版手册/ }) as HTMLInputElement).checked).toBe(true);
    await user.click(screen.getByTestId('next'));
    expect((await screen.findByTestId('location')).textContent).toBe(
      '/slim/business/buy_course/create_number?courseId=1&handbookId=1',
    );
  });

  it('shows not-found without a course id', async () => {
    await renderScreen(<HandbookScreen />, { path: '/slim/business/buy_course/practice_handbook' });
    expect(await screen.findByText('课程不存在或已下架')).toBeTruthy();
  });
});
