import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { API, okJson, renderScreen, startServer } from '@yoga/testing';
import { checkInHandlers, rules } from './testing/handlers';
import CheckInRulesScreen from './rules-screen';

const server = startServer(...checkInHandlers);
const open = (search = '', locale: 'zh' | 'en' = 'zh') =>
  renderScreen(<CheckInRulesScreen />, {
    path: `/onmat/sign_activity/rule${search}`,
    route: '/onmat/sign_activity/rule',
    signedIn: false,
    locale,
  });

describe('check-in rules', () => {
  it('shows the current activity’s rules without an id, and the one asked for', async () => {
    const { unmount } = await open();
    const page = await screen.findByTestId('check-in-rules');
    expect(page.textContent).toContain(rules.title);
    expect(screen.getAllByRole('listitem')).toHaveLength(rules.rules.length);
    unmount();
    await open('?id=1');
    expect((await screen.findByTestId('check-in-rules')).textContent).toContain('北京时间');
  });

  it('shows the server’s words in English', async () => {
    server.use(
      http.get(`${API}/check-in/rules`, () =>
        okJson({ activityId: 1, title: 'Daily check-in', rules: ['Check in once a day.'] }),
      ),
    );
    await open('', 'en');
    expect((await screen.findByTestId('check-in-rules')).textContent).toBe(
      'Daily check-inCheck in once a day.',
    );
  });

  it('not found: a malformed id (no request) and an unknown one', async () => {
    const { unmount } = await open('?id=abc');
    expect(await screen.findByText('签到活动不存在')).toBeTruthy();
    unmount();
    await open('?id=99');
    expect(await screen.findByText('签到活动不存在')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '重试' })).toBeNull();
  });

  it('an error offers a retry', async () => {
    server.use(http.get(`${API}/check-in/rules`, () => new HttpResponse(null, { status: 500 })));
    const { container } = await open();
    expect(container.querySelector('[aria-busy="true"]')).toBeTruthy();
    expect(await screen.findByText('活动规则加载失败，请重试', {}, { timeout: 4000 })).toBeTruthy();
    expect(screen.getByRole('button', { name: '重试' })).toBeTruthy();
  });
});
