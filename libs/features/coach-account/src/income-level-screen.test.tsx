import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { http } from 'msw';
import { API, failJson, okJson, renderScreen, startServer } from '@yoga/testing';
import { coachAccountHandlers, level, queuedApplication } from './testing/handlers';
import IncomeLevelScreen from './income-level-screen';

const server = startServer(...coachAccountHandlers);
const open = (locale: 'zh' | 'en' = 'zh') =>
  renderScreen(<IncomeLevelScreen />, { path: '/teacher/income_level', signedIn: true, locale });

describe('income level', () => {
  it('shows a skeleton, then my level and each thing the next needs', async () => {
    await open();
    expect(document.querySelector('.y-skeleton')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: '银牌教练' })).toBeTruthy();
    expect(screen.getByText('课时费 ¥120.00 / 节')).toBeTruthy();
    expect(screen.getByText('86/120')).toBeTruthy();
    expect(screen.getByText('4.7/4.8')).toBeTruthy();
    expect(screen.getByText('已达成 7/6')).toBeTruthy();
    expect(screen.getAllByRole('progressbar')).toHaveLength(4);
  });

  it('says when I am at the top', async () => {
    server.use(http.get(`${API}/coach-account/level`, () => okJson({ ...level, next: null })));
    await open('en');
    expect(await screen.findByText('You are at the top level')).toBeTruthy();
  });

  it('shows a coach still in the queue the status, never a level', async () => {
    let asked = false;
    server.use(
      http.get(`${API}/coach-account/application`, () => okJson(queuedApplication)),
      http.get(`${API}/coach-account/level`, () => ((asked = true), okJson(level))),
    );
    await open();
    expect((await screen.findByTestId('level-status')).textContent).toContain('排队审核中：第 11 位');
    expect(screen.queryByText('银牌教练')).toBeNull();
    expect(asked).toBe(false);
  });

  it('offers a retry when it fails to load', async () => {
    server.use(http.get(`${API}/coach-account/level`, () => failJson(500, '服务繁忙')));
    await open();
    expect(await screen.findByRole('button', { name: '重试' }, { timeout: 4000 })).toBeTruthy();
  });
});
