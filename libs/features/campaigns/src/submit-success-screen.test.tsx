import { beforeEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { http } from 'msw';
import { API, failJson, renderScreen, startServer } from '@yoga/testing';
import { campaignsHandlers, resetState, state } from './testing/handlers';
import SubmitSuccessScreen from './submit-success-screen';

const server = startServer(...campaignsHandlers);
let asked = 0;
server.events.on('request:start', ({ request }) => {
  if (request.url.includes('/campaigns/receipts/')) asked++;
});
const open = (path: string, locale: 'zh' | 'en' = 'zh') =>
  renderScreen(<SubmitSuccessScreen />, { path, route: path.split('?')[0], signedIn: true, locale });

beforeEach(() => {
  resetState();
  asked = 0;
});

describe('submit_success', () => {
  it('shows the application as the server has it, what comes next, and the ways back', async () => {
    state.applied = {
      id: 1,
      name: '李雪',
      phone: '13900000061',
      city: '杭州',
      reason: '我想把瑜伽带给更多身边的朋友。',
      status: 'pending',
      refusal: null,
      createdAt: new Date().toISOString(),
    };
    await open('/suman/submit_success?kind=representative&id=1');
    const page = await screen.findByTestId('submit-success');
    expect(page.textContent).toContain('申请已提交');
    expect(page.textContent).toContain('审核中');
    expect(page.textContent).toContain('139****0061');
    expect(page.textContent).toContain('我们会在 3 个工作日内审核你的申请');
    expect(screen.getByRole('link', { name: '查看申请' }).getAttribute('href')).toBe('/suman/representative');
  });

  it('shows a coach’s sign-up with the event’s time and place, in English', async () => {
    state.signedUp = true;
    await open('/teacher/submit_success?kind=event&id=7', 'en');
    const page = await screen.findByTestId('submit-success');
    expect(page.textContent).toContain('Signed up');
    expect(screen.getByRole('link', { name: 'View the event' }).getAttribute('href')).toBe(
      '/teacher/activity38',
    );
  });

  it('trusts nothing in the address: an id the server does not know is not found', async () => {
    await open('/suman/submit_success?kind=event&id=7');
    expect(await screen.findByText('没有找到这次提交')).toBeTruthy();
  });

  it('shows not found without asking for a malformed kind or id', async () => {
    await open('/suman/submit_success?kind=order&id=1');
    expect(await screen.findByText('没有找到这次提交')).toBeTruthy();
    await open('/suman/submit_success?kind=event&id=abc');
    expect(asked).toBe(0);
  });

  it('offers a retry when the service fails', async () => {
    server.use(http.get(`${API}/campaigns/receipts/:kind/:id`, () => failJson(500, '服务繁忙')));
    await open('/suman/submit_success?kind=event&id=7');
    expect(await screen.findByRole('button', { name: '重试' }, { timeout: 4000 })).toBeTruthy();
  });
});
