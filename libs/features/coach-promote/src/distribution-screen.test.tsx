import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { http } from 'msw';
import { API, failJson, okJson, renderScreen, startServer } from '@yoga/testing';
import DistributionScreen from './distribution-screen';
import PromoteScreen from './promote-screen';
import { coachPromoteHandlers, distributionData } from './testing/handlers';

const server = startServer(...coachPromoteHandlers);
const open = (node: React.ReactElement, path: string, locale: 'zh' | 'en' = 'zh') =>
  renderScreen(node, { path, signedIn: true, locale });

beforeEach(() => localStorage.clear());

describe('vip_distribution', () => {
  it('shows a skeleton, then the invite link and QR, totals, earnings by state and students', async () => {
    await open(<DistributionScreen />, '/onmat/teacher/vip_distribution');
    expect(document.querySelector('.y-skeleton')).toBeTruthy();
    expect((await screen.findByTestId('invite-url')).textContent).toBe(
      `${location.origin}/onmat/vip_share/100007`,
    );
    expect(screen.getByRole('img', { name: '邀请二维码，扫码打开会员邀请页' })).toBeTruthy();
    expect(screen.getByTestId('total-pending').textContent).toContain('59.80');
    expect(screen.getByTestId('total-settled').textContent).toContain('119.60');
    expect(screen.getByTestId('earnings').textContent).toContain('林晓');
    fireEvent.click(screen.getByRole('button', { name: '已结算' }));
    expect(screen.getByTestId('earnings').textContent).toContain('王敏');
    expect(screen.getByTestId('students').textContent).toContain('139****5601');
  });

  it('says so when nobody joined yet, in English too', async () => {
    server.use(
      http.get(`${API}/coach-promote/distribution`, () =>
        okJson({ ...distributionData(), students: [], earnings: [], totals: { pending: 0, settled: 0 } }),
      ),
    );
    await open(<DistributionScreen />, '/phala/teacher/vip_distribution', 'en');
    expect(
      await screen.findByText('Nobody has joined through your link yet. Try sharing a poster.'),
    ).toBeTruthy();
    expect(screen.getByText('No pending earnings')).toBeTruthy();
    expect(screen.getByTestId('invite-url').textContent).toContain('/phala/vip_share/100007');
  });

  it('shows an error with retry', async () => {
    server.use(http.get(`${API}/coach-promote/distribution`, () => failJson(500, 'boom', 500)));
    await open(<DistributionScreen />, '/onmat/teacher/vip_distribution');
    expect(await screen.findByText('分销数据加载失败，请重试', {}, { timeout: 4000 })).toBeTruthy();
  });
});

describe('promote_tools', () => {
  it('lists posters and texts to copy; an error offers retry', async () => {
    const { unmount } = await open(<PromoteScreen />, '/onmat/teacher/promote_tools');
    expect(document.querySelector('.y-skeleton')).toBeTruthy();
    expect(await screen.findByRole('radio', { name: /和我一起练瑜伽/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: '复制第 1 条文案' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '生成海报' })).toBeTruthy();
    unmount();
    server.use(http.get(`${API}/coach-promote/promote-kit`, () => failJson(500, 'boom', 500)));
    await open(<PromoteScreen />, '/onmat/teacher/promote_tools');
    expect(await screen.findByText('推广素材加载失败，请重试', {}, { timeout: 4000 })).toBeTruthy();
  });
});
