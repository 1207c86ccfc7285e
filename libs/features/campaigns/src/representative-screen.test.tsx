import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { CAMPAIGN_CODES } from '@yoga/contract/codes';
import { API, failJson, okJson, renderScreen, startServer } from '@yoga/testing';
import { campaignsHandlers, programmeOf, resetState, state } from './testing/handlers';
import RepresentativeScreen from './representative-screen';

const server = startServer(...campaignsHandlers);
const open = (o: { locale?: 'zh' | 'en'; signedIn?: boolean } = {}) =>
  renderScreen(<RepresentativeScreen />, {
    path: '/suman/representative',
    signedIn: o.signedIn ?? true,
    locale: o.locale ?? 'zh',
  });
type User = Awaited<ReturnType<typeof open>>['user'];
async function fill(user: User, phone = '13900000061') {
  await user.type(await screen.findByLabelText('姓名'), '李雪');
  await user.type(screen.getByLabelText('手机号'), phone);
  await user.type(screen.getByLabelText('所在城市'), '杭州');
  await user.type(screen.getByLabelText('申请理由'), '我想把瑜伽带给更多身边的朋友。');
}

beforeEach(() => {
  resetState();
  sessionStorage.clear();
});

describe('representative', () => {
  it('says what a representative does and earns, and applies: to the result page with its id', async () => {
    const { user } = await open();
    expect((await screen.findByTestId('representative')).textContent).toContain('每月 4 节免费线下课');
    await fill(user);
    await user.click(screen.getByRole('button', { name: '提交申请' }));
    expect((await screen.findByTestId('location')).textContent).toBe(
      '/suman/submit_success?kind=representative&id=1',
    );
    expect(state.applied?.status).toBe('pending');
  });

  it('shows the application, not the form, once sent', async () => {
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
    await open();
    expect((await screen.findByTestId('rep-status')).textContent).toContain('审核中');
    expect(screen.queryByTestId('rep-form')).toBeNull();
  });

  it('checks the fields as the server does, without asking it', async () => {
    let asked = false;
    server.use(http.post(`${API}/campaigns/representative/apply`, () => ((asked = true), okJson(null))));
    const { user } = await open();
    await fill(user, '12345');
    await user.click(screen.getByRole('button', { name: '提交申请' }));
    expect(await screen.findByText('请填写正确的 11 位手机号')).toBeTruthy();
    expect(asked).toBe(false);
  });

  it('shows a refused application with its reason, and an accepted one, in en', async () => {
    const refused = {
      id: 1,
      name: '李雪',
      phone: '13900000061',
      city: '杭州',
      reason: '…',
      createdAt: new Date().toISOString(),
    };
    server.use(
      http.get(`${API}/campaigns/representative`, () =>
        okJson(programmeOf({ application: { ...refused, status: 'refused', refusal: '所在城市暂未开放' } })),
      ),
    );
    const { unmount } = await open();
    const s = await screen.findByTestId('rep-status');
    expect(s.textContent).toContain('未通过');
    expect(s.textContent).toContain('所在城市暂未开放');
    unmount();
    server.use(
      http.get(`${API}/campaigns/representative`, () =>
        okJson(programmeOf({ application: { ...refused, status: 'accepted', refusal: null } })),
      ),
    );
    await open({ locale: 'en' });
    expect((await screen.findByTestId('rep-status')).dataset.status).toBe('accepted');
    expect(screen.getByText('My application')).toBeTruthy();
  });

  it('shows a skeleton while loading, and an error with retry', async () => {
    server.use(http.get(`${API}/campaigns/representative`, () => new HttpResponse(null, { status: 500 })));
    const { container } = await open();
    expect(container.querySelector('[aria-busy="true"]')).toBeTruthy();
    expect(await screen.findByText('招募信息加载失败，请重试', {}, { timeout: 4000 })).toBeTruthy();
  });

  it('shows not found where there is no programme', async () => {
    server.use(http.get(`${API}/campaigns/representative`, () => failJson(CAMPAIGN_CODES.campaignNotFound)));
    await open();
    expect(await screen.findByText('活动不存在')).toBeTruthy();
  });

  it('signed out, keeps the form through sign-in', async () => {
    const { user, unmount } = await open({ signedIn: false });
    await fill(user);
    await user.click(screen.getByRole('button', { name: '提交申请' }));
    expect((await screen.findByTestId('location')).textContent).toMatch(/^\/suman\/login\?redirect=/);
    unmount();
    const back = await open();
    expect(((await screen.findByLabelText('手机号')) as HTMLInputElement).value).toBe('13900000061');
    await back.user.click(screen.getByRole('button', { name: '提交申请' }));
    await waitFor(() => expect(state.applied?.city).toBe('杭州'));
  });

  it('says when the user has applied already', async () => {
    server.use(
      http.post(`${API}/campaigns/representative/apply`, () => failJson(CAMPAIGN_CODES.alreadyApplied, 'x')),
    );
    const { user } = await open();
    await fill(user);
    await user.click(screen.getByRole('button', { name: '提交申请' }));
    expect((await screen.findByText('你已经提交过申请')).textContent).toBeTruthy();
  });
});
