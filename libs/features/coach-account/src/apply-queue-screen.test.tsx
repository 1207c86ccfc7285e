import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { http } from 'msw';
import { API, failJson, okJson, renderScreen, startServer } from '@yoga/testing';
import { application, coachAccountHandlers, queuedApplication } from './testing/handlers';
import ApplyQueueScreen from './apply-queue-screen';

const server = startServer(...coachAccountHandlers);
const open = (locale: 'zh' | 'en' = 'zh') =>
  renderScreen(<ApplyQueueScreen />, { path: '/teacher/apply_queue', signedIn: true, locale });

describe('application queue', () => {
  it('shows a skeleton, then my place in the queue and my documents', async () => {
    server.use(http.get(`${API}/coach-account/application`, () => okJson(queuedApplication)));
    await open();
    expect(document.querySelector('.y-skeleton')).toBeTruthy();
    expect((await screen.findByTestId('queue-state')).textContent).toContain('第 11 位，共 34 人排队');
    expect(screen.getByText('10 人')).toBeTruthy();
    expect(screen.getAllByText('已提交')).toHaveLength(5);
  });

  it('lists the missing documents of an incomplete application', async () => {
    server.use(
      http.get(`${API}/coach-account/application`, () =>
        okJson({
          ...application,
          state: 'incomplete',
          position: null,
          total: null,
          items: application.items.map((i) => ({ ...i, done: i.key !== 'health' })),
        }),
      ),
    );
    await open('en');
    expect(await screen.findByText('1 document missing')).toBeTruthy();
    expect(screen.getByText('Missing')).toBeTruthy();
  });

  it('says an active coach is approved: no place in a queue, nothing missing', async () => {
    await open();
    expect((await screen.findByTestId('queue-state')).textContent).toBe('已通过审核，你是认证教练');
    expect(screen.queryByText(/排队/)).toBeNull();
    expect(screen.queryByText('缺少')).toBeNull();
  });

  it('offers a retry when it fails to load', async () => {
    server.use(http.get(`${API}/coach-account/application`, () => failJson(500, '服务繁忙')));
    await open();
    expect(await screen.findByRole('button', { name: '重试' }, { timeout: 4000 })).toBeTruthy();
  });
});
