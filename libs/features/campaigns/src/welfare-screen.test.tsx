import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { CAMPAIGN_CODES } from '@yoga/contract/codes';
import { API, failJson, okJson, renderScreen, startServer } from '@yoga/testing';
import { campaignsHandlers, resetState, state, welfareOf } from './testing/handlers';
import WelfareScreen from './welfare-screen';

const server = startServer(...campaignsHandlers);
const open = (o: { locale?: 'zh' | 'en'; signedIn?: boolean } = {}) =>
  renderScreen(<WelfareScreen />, {
    path: '/suman/downhill_welfare',
    signedIn: o.signedIn ?? true,
    locale: o.locale ?? 'zh',
  });
const answer = (o: Parameters<typeof welfareOf>[0]) =>
  server.use(http.get(`${API}/campaigns/welfare`, () => okJson(welfareOf(o))));

beforeEach(() => {
  resetState();
  sessionStorage.clear();
});

describe('downhill_welfare', () => {
  it('shows what the welfare includes and who qualifies, and claims it once', async () => {
    const { user } = await open();
    const w = await screen.findByTestId('welfare');
    expect(w.textContent).toContain('3 节线下小班体验课（任选课程）');
    expect(w.textContent).toContain('价值 ¥199.00');
    await user.click(screen.getByRole('button', { name: '立即领取' }));
    expect((await screen.findByTestId('welfare-state')).textContent).toContain('已领取');
    expect((screen.getByRole('button', { name: '已领取' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('reads in English', async () => {
    await open({ locale: 'en' });
    await screen.findByTestId('welfare');
    expect(screen.getByText('What you get')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Claim now' })).toBeTruthy();
  });

  it('shows a skeleton while loading, and an error with retry', async () => {
    server.use(http.get(`${API}/campaigns/welfare`, () => new HttpResponse(null, { status: 500 })));
    const { container } = await open();
    expect(container.querySelector('[aria-busy="true"]')).toBeTruthy();
    expect(await screen.findByText('福利信息加载失败，请重试', {}, { timeout: 4000 })).toBeTruthy();
  });

  it('shows an ended offer, and one for new students only, without claiming', async () => {
    answer({ ended: true });
    const { unmount } = await open();
    expect((await screen.findByTestId('welfare-state')).textContent).toBe('活动已结束');
    expect((screen.getByRole('button', { name: '活动已结束' }) as HTMLButtonElement).disabled).toBe(true);
    unmount();
    answer({ eligible: false });
    await open();
    expect((await screen.findByTestId('welfare-state')).textContent).toBe('该福利仅限新学员领取');
  });

  it('shows not found where there is no welfare', async () => {
    server.use(http.get(`${API}/campaigns/welfare`, () => failJson(CAMPAIGN_CODES.campaignNotFound)));
    await open();
    expect(await screen.findByText('活动不存在')).toBeTruthy();
  });

  it('signed out, signs in first and claims on the way back', async () => {
    answer({ eligible: null });
    const { user, unmount } = await open({ signedIn: false });
    await user.click(await screen.findByRole('button', { name: '立即领取' }));
    expect((await screen.findByTestId('location')).textContent).toMatch(/^\/suman\/login\?redirect=/);
    unmount();
    server.resetHandlers();
    await open();
    await waitFor(() => expect(state.claimed).toBe(true));
  });

  it('says why a claim was refused', async () => {
    server.use(http.post(`${API}/campaigns/welfare/claim`, () => failJson(CAMPAIGN_CODES.notEligible, 'x')));
    const { user } = await open();
    await user.click(await screen.findByRole('button', { name: '立即领取' }));
    expect((await screen.findByRole('alert')).textContent).toBe('该福利仅限新学员领取');
  });
});
