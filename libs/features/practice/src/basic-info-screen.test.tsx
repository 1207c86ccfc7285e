import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { delay, http } from 'msw';
import { API, failJson, okJson, renderScreen, startServer } from '@yoga/testing';
import { practiceHandlers } from './testing/handlers';
import BasicInfoScreen from './basic-info-screen';
import { checkBody } from './body-check';

const server = startServer(...practiceHandlers());
beforeEach(() => server.use(...practiceHandlers()));
const open = () => renderScreen(<BasicInfoScreen />, { path: '/slim/basic_info', signedIn: true });

describe('basic_info', () => {
  it('checks as the contract does', () => {
    expect(checkBody({ height: '165', weight: '60.5', goalWeight: '55' })).toEqual({});
    expect(checkBody({ height: '99', weight: '60.55', goalWeight: '300' })).toEqual({
      height: 'height',
      weight: 'weight',
      goalWeight: 'weight',
    });
  });

  it('refuses wrong values on the phone without a request, then saves right ones', async () => {
    let posted: unknown = null;
    server.use(
      http.post(`${API}/practice/profile`, async ({ request }) => {
        posted = await request.json();
        return okJson(posted);
      }),
    );
    const { user } = await open();
    const height = await screen.findByLabelText('身高（厘米）');
    expect((height as HTMLInputElement).value).toBe('165');
    await user.clear(height);
    await user.type(height, '95');
    await user.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('身高请填写 100 到 230 厘米的整数')).toBeTruthy();
    expect(height.getAttribute('aria-invalid')).toBe('true');
    expect(posted).toBeNull();
    await user.clear(height);
    await user.type(height, '168');
    const goal = screen.getByLabelText('目标体重（公斤）');
    await user.clear(goal);
    await user.type(goal, '56.5');
    await user.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(posted).toEqual({ height: 168, weight: 61.5, goalWeight: 56.5 }));
  });

  it('shows the server’s refusal and keeps what was typed', async () => {
    server.use(
      http.post(`${API}/practice/profile`, () => failJson(400, '体重请填写 25 到 250 公斤，最多一位小数')),
    );
    const { user, toasts } = await open();
    await screen.findByLabelText('身高（厘米）');
    await user.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(toasts).toContain('体重请填写 25 到 250 公斤，最多一位小数'));
    expect(toasts).toContain('体重请填写 25 到 250 公斤，最多一位小数');
    expect((screen.getByLabelText('当前体重（公斤）') as HTMLInputElement).value).toBe('61.5');
  });

  it('shows a form skeleton while loading', async () => {
    server.use(
      http.get(`${API}/practice/profile`, async () => {
        await delay('infinite');
        return okJson(null);
      }),
    );
    await open();
    expect(document.querySelector('[aria-busy="true"]')).not.toBeNull();
  });
});
