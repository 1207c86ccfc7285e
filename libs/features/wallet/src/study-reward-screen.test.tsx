import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { failJson, okJson, renderScreen, startServer } from '@yoga/testing';
import { progress, progressUrl, ruleUrl, walletHandlers } from './testing/handlers';
import StudyRewardScreen from './study-reward-screen';

const server = startServer(...walletHandlers);
const open = (o: { signedIn?: boolean; path?: string; locale?: 'zh' | 'en' } = {}) => {
  localStorage.clear();
  return renderScreen(<StudyRewardScreen />, {
    path: o.path ?? '/phala/study_reward_user',
    route: '/phala/study_reward_user',
    signedIn: o.signedIn ?? true,
    title: '学习奖励',
    locale: o.locale,
  });
};

describe('study_reward_user', () => {
  it('shows this month’s practice against the target, marked on the calendar', async () => {
    await open();
    expect((await screen.findByTestId('study-count')).textContent).toBe('12/ 20 天');
    const bar = screen.getByRole('progressbar', { name: '练习进度' });
    expect([bar.getAttribute('aria-valuenow'), bar.getAttribute('aria-valuemax')]).toEqual(['12', '20']);
    expect(screen.getByText('再练 8 天，即可获得 ¥30.00')).toBeTruthy();
    expect(screen.getByLabelText('11月1日，已练习')).toBeTruthy();
    expect(screen.getByLabelText('11月3日，未练习')).toBeTruthy();
    expect(screen.getByRole('link', { name: '已获奖励 ¥60.00' }).getAttribute('href')).toBe(
      '/phala/wallet_record',
    );
    expect(screen.getByRole('heading', { name: '活动规则' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '下个月' }).hasAttribute('disabled')).toBe(true);
  });

  it('goes back a month, asking the server for it', async () => {
    const months: (string | null)[] = [];
    server.use(
      http.get(progressUrl, ({ request }) => {
        const m = new URL(request.url).searchParams.get('month');
        months.push(m);
        return okJson(m ? { ...progress, month: m, days: [], rewarded: true, recent: [] } : progress);
      }),
    );
    const { user } = await open();
    await user.click(await screen.findByRole('button', { name: '上个月' }));
    expect(await screen.findByText('本月奖励 ¥30.00 已发放到钱包')).toBeTruthy();
    expect(months).toEqual([null, '2026-10']);
    expect(screen.getByText('还没有练习记录，上完一节课就会出现在这里')).toBeTruthy();
  });

  it('is a rules page with a login button when signed out, asking nothing private', async () => {
    let asked = false;
    server.use(http.get(progressUrl, () => ((asked = true), failJson(403, '', 403))));
    const { user, where } = await open({ signedIn: false });
    expect(await screen.findByText('每月练满 20 天，返 ¥30.00')).toBeTruthy();
    expect(screen.getByText('每个自然月内练习满 20 天，可获得 ¥30.00 学习奖励')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '登录查看我的练习进度' }));
    await waitFor(() => expect(where()).toBe('/phala/login?redirect=%2Fphala%2Fstudy_reward_user'));
    expect(asked).toBe(false);
  });

  it('offers a retry when the rule cannot be loaded', async () => {
    server.use(http.get(ruleUrl, () => failJson(500, '服务繁忙')));
    await open({ signedIn: false });
    expect(await screen.findByRole('button', { name: '重试' }, { timeout: 4000 })).toBeTruthy();
  });

  it('speaks English', async () => {
    await open({ locale: 'en' });
    expect(await screen.findByLabelText('Nov 1, practised')).toBeTruthy();
  });
});
