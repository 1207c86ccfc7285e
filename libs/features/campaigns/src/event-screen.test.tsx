import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { CAMPAIGN_CODES } from '@yoga/contract/codes';
import { answerDialog, API, failJson, okJson, renderScreen, startServer } from '@yoga/testing';
import { campaignsHandlers, eventOf, resetState, state } from './testing/handlers';
import EventScreen from './event-screen';

const server = startServer(...campaignsHandlers);
const open = (o: { path?: string; locale?: 'zh' | 'en'; signedIn?: boolean } = {}) =>
  renderScreen(<EventScreen />, {
    path: o.path ?? '/suman/activity38',
    signedIn: o.signedIn ?? true,
    locale: o.locale ?? 'zh',
  });

beforeEach(() => {
  resetState();
  sessionStorage.clear();
});

describe('activity38', () => {
  it('shows the event, its schedule and the seats left, in zh and en', async () => {
    const { unmount } = await open();
    const e = await screen.findByTestId('campaign-event');
    expect(e.textContent).toContain('女神节 · 春日花园瑜伽');
    expect(screen.getByTestId('seats-left').textContent).toBe('还剩 18 个（共 30 个）');
    expect(screen.getByText('签到，领取女神节礼包')).toBeTruthy();
    unmount();
    await open({ locale: 'en' });
    await screen.findByTestId('campaign-event');
    expect(screen.getByText('Seats left')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sign up now' })).toBeTruthy();
  });

  it('shows a skeleton while loading, and an error with retry', async () => {
    server.use(http.get(`${API}/campaigns/events/:key`, () => new HttpResponse(null, { status: 500 })));
    const { container } = await open();
    expect(container.querySelector('[aria-busy="true"]')).toBeTruthy();
    expect(await screen.findByText('活动信息加载失败，请重试', {}, { timeout: 4000 })).toBeTruthy();
    expect(screen.getByRole('button', { name: '重试' })).toBeTruthy();
  });

  it('shows not found when the stand-in has no such event', async () => {
    server.use(
      http.get(`${API}/campaigns/events/:key`, () => failJson(CAMPAIGN_CODES.campaignNotFound, '活动不存在')),
    );
    await open();
    expect(await screen.findByText('活动不存在')).toBeTruthy();
  });

  it('signs up, landing on the result page with the sign-up’s id, the coach app too', async () => {
    const { user } = await open({ path: '/teacher/activity38' });
    await user.click(await screen.findByRole('button', { name: '立即报名' }));
    expect((await screen.findByTestId('location')).textContent).toBe(
      '/teacher/submit_success?kind=event&id=7',
    );
    expect(state.signedUp).toBe(true);
  });

  it('cancels a sign-up', async () => {
    state.signedUp = true;
    const { user } = await open({ path: '/teacher/activity38' });
    expect((await screen.findByTestId('event-state')).textContent).toContain('已报名');
    expect(screen.getByTestId('seats-left').textContent).toBe('还剩 17 个（共 30 个）');
    await user.click(screen.getByRole('button', { name: '取消报名' }));
    await answerDialog(user, '取消报名');
    await waitFor(() => expect(screen.getByRole('button', { name: '立即报名' })).toBeTruthy());
    expect(state.signedUp).toBe(false);
  });

  it('signed out, sends the visitor to sign in and signs up on the way back', async () => {
    const { user, unmount } = await open({ signedIn: false });
    await user.click(await screen.findByRole('button', { name: '立即报名' }));
    expect((await screen.findByTestId('location')).textContent).toMatch(/^\/suman\/login\?redirect=/);
    expect(state.signedUp).toBe(false);
    unmount();
    await open({ signedIn: true });
    await waitFor(() => expect(state.signedUp).toBe(true));
    expect((await screen.findByTestId('location')).textContent).toBe('/suman/submit_success?kind=event&id=7');
  });

  it('shows a full event without sign-up', async () => {
    server.use(
      http.get(`${API}/campaigns/events/:key`, () => okJson(eventOf({ seatsLeft: 0, state: 'full' }))),
    );
    await open();
    expect((await screen.findByTestId('event-state')).textContent).toBe('名额已满');
    expect((screen.getByRole('button', { name: '名额已满' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('shows an ended event without sign-up', async () => {
    server.use(http.get(`${API}/campaigns/events/:key`, () => okJson(eventOf({ state: 'ended' }))));
    await open({ locale: 'en' });
    expect((await screen.findByTestId('event-state')).textContent).toBe('Sign-up has closed');
    expect((screen.getByRole('button', { name: 'Sign-up has closed' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });

  it('says when the last seat went to someone else', async () => {
    server.use(
      http.post(`${API}/campaigns/events/:key/signup`, () => failJson(CAMPAIGN_CODES.eventFull, '名额已满')),
    );
    const { user } = await open();
    await user.click(await screen.findByRole('button', { name: '立即报名' }));
    expect((await screen.findByRole('alert')).textContent).toBe('名额已满，下次早点来哦');
  });
});
