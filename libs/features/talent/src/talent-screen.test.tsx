import { beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { http } from 'msw';
import { API, failJson, okJson, renderScreen, startServer, breakStorage } from '@yoga/testing';
import { talentHandlers, talentPageStore } from './testing/handlers';
import TalentScreen from './talent-screen';

const server = startServer(...talentHandlers);
const open = (o: { signedIn?: boolean; locale?: 'zh' | 'en' } = {}) =>
  renderScreen(<TalentScreen />, {
    path: '/phala/yoga_talent',
    signedIn: o.signedIn ?? true,
    locale: o.locale,
  });

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});

const city = () => screen.getByLabelText('所在城市') as HTMLInputElement;

describe('yoga talent', () => {
  it('shows the ranking with each talent’s numbers, the rules and the steps', async () => {
    await open();
    const rows = await screen.findAllByTestId('talent-row');
    expect(rows).toHaveLength(2);
    expect(rows[0]!.textContent).toContain('林小雨');
    expect(rows[0]!.textContent).toContain('流瑜伽');
    expect(rows[0]!.textContent).toContain('286 节');
    expect(within(rows[0]!).getByLabelText('第 1 名')).toBeTruthy();
    expect(screen.getByText('每位学员只能提交一次申请。')).toBeTruthy();
    expect(screen.getByText('2 位达人 · 2 人已申请')).toBeTruthy();
  });

  it('speaks English', async () => {
    await open({ locale: 'en' });
    const rows = await screen.findAllByTestId('talent-row');
    expect(rows[0]!.textContent).toContain('Vinyasa');
    expect(screen.getByRole('heading', { name: 'Talent ranking' })).toBeTruthy();
  });

  it('checks the form, applies, and shows the application instead of the form', async () => {
    const { user } = await open();
    await screen.findByTestId('talent-form');
    await user.click(screen.getByRole('button', { name: '提交申请' }));
    expect(screen.getByText('请选择你擅长的方向')).toBeTruthy();
    expect(screen.getByText('请填写所在城市')).toBeTruthy();
    await user.click(screen.getByRole('radio', { name: '阴瑜伽' }));
    // A number names no city: said so, and nothing is sent.
    await user.type(screen.getByLabelText('所在城市'), '15');
    expect(screen.getByText('请填写城市名称，如“杭州”')).toBeTruthy();
    await user.clear(screen.getByLabelText('所在城市'));
    await user.type(screen.getByLabelText('所在城市'), '杭州');
    await user.type(screen.getByLabelText('我的练习故事'), '每周练三次阴瑜伽，想分享给更多同学。');
    await user.click(screen.getByRole('button', { name: '提交申请' }));
    const status = await screen.findByTestId('talent-status');
    expect(status.dataset.status).toBe('pending');
    expect(status.textContent).toContain('阴瑜伽');
    expect(screen.queryByTestId('talent-form')).toBeNull();
  });

  it('keeps what was typed across a reload and sends a visitor to sign in first', async () => {
    const first = await open({ signedIn: false });
    await screen.findByTestId('talent-form');
    await first.user.type(screen.getByLabelText('所在城市'), '成都');
    first.unmount();
    const again = await open({ signedIn: false });
    expect(((await screen.findByLabelText('所在城市')) as HTMLInputElement).value).toBe('成都');
    await again.user.click(screen.getByRole('radio', { name: '冥想' }));
    await again.user.type(screen.getByLabelText('我的练习故事'), '冥想让我睡得更好，也更专注。');
    await again.user.click(screen.getByRole('button', { name: '登录后提交申请' }));
    expect(again.where()).toMatch(/^\/phala\/login\?redirect=/);
  });

  it('finds the draft kept before this release, and takes from one edited by hand only what fits', async () => {
    sessionStorage.setItem('talent:phala:draft', '{"specialty":"yin","city":"杭州","intro":""}');
    const first = await open({ signedIn: false });
    await screen.findByTestId('talent-form');
    expect(city().value).toBe('杭州');
    expect((screen.getByRole('radio', { name: '阴瑜伽' }) as HTMLInputElement).checked).toBe(true);
    first.unmount();
    for (const bad of ['{"specialty":"flying","city":42}', '{oops']) {
      sessionStorage.setItem('talent:phala:draft', bad);
      const { unmount } = await open({ signedIn: false });
      await screen.findByTestId('talent-form');
      expect(city().value).toBe('');
      expect(screen.queryAllByRole('radio', { checked: true })).toHaveLength(0);
      unmount();
    }
  });

  it('applies where storage throws: nothing is kept, nothing breaks', async () => {
    breakStorage('talent:');
    const { user } = await open();
    await screen.findByTestId('talent-form');
    await user.click(screen.getByRole('radio', { name: '阴瑜伽' }));
    await user.type(city(), '杭州');
    await user.type(screen.getByLabelText('我的练习故事'), '每周练三次阴瑜伽，想分享给更多同学。');
    await user.click(screen.getByRole('button', { name: '提交申请' }));
    expect((await screen.findByTestId('talent-status')).dataset.status).toBe('pending');
  });

  it('says so when the student applied already', async () => {
    server.use(http.post(`${API}/talent/apply`, () => failJson(5650, 'applied')));
    const { user } = await open();
    await screen.findByTestId('talent-form');
    await user.click(screen.getByRole('radio', { name: '普拉提' }));
    await user.type(screen.getByLabelText('所在城市'), '上海');
    await user.type(screen.getByLabelText('我的练习故事'), '核心稳了，腰就不疼了，想告诉大家。');
    await user.click(screen.getByRole('button', { name: '提交申请' }));
    expect(await screen.findByText('你已经提交过达人申请')).toBeTruthy();
  });

  it('says so when there are no talents yet', async () => {
    server.use(http.get(`${API}/talent`, () => okJson({ ...talentPageStore.current, talents: [] })));
    await open();
    expect(await screen.findByText('还没有达人，快来成为第一位')).toBeTruthy();
  });

  it('shows the not-found state for a brand without the programme', async () => {
    server.use(http.get(`${API}/talent`, () => failJson(404, '这个品牌没有瑜伽达人计划')));
    await open();
    expect(await screen.findByText('这里没有达人计划')).toBeTruthy();
  });

  it('offers a retry when the service fails', async () => {
    server.use(http.get(`${API}/talent`, () => failJson(500, '服务繁忙')));
    await open();
    expect(await screen.findByRole('button', { name: '重试' }, { timeout: 4000 })).toBeTruthy();
  });
});
