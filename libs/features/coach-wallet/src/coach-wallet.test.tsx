import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { COACH_WALLET_CODES } from '@yoga/contract/codes';
import { API, failJson, okJson, pagedJson, renderScreen, startServer } from '@yoga/testing';
import { coachWalletHandlers } from './testing/handlers';
import PackageListScreen from './package-list-screen';
import PackageRecordScreen from './package-record-screen';
import PackageDetailScreen from './package-detail-screen';
import BuyPearlScreen from './buy-pearl-screen';
import PearlRecordScreen from './pearl-record-screen';

const server = startServer(...coachWalletHandlers());
const P = '/onmat/teacher';
const open = (ui: React.ReactElement, path: string, route = path, locale: 'zh' | 'en' = 'zh') =>
  renderScreen(ui, { path, route, signedIn: true, locale });
const boom = () => failJson(500, 'boom', 500);

beforeEach(() => localStorage.clear());

describe('coupon_package/list', () => {
  it('lists packages with their price and buys one through the cashier', async () => {
    let bought = '';
    server.use(
      http.post(`${API}/coach-wallet/coupon-packages/:id/orders`, ({ params }) => {
        bought = String(params.id);
        return okJson({ orderNo: 'OMT20261126000001' });
      }),
    );
    const { where } = await open(<PackageListScreen />, `${P}/coupon_package/list`);
    const card = await screen.findByTestId('coupon-package');
    expect(card.textContent).toContain('¥99.00');
    expect(card.textContent).toContain('共 10 张，每张课程立减 ¥15.00');
    fireEvent.click(screen.getByRole('button', { name: '购买 10张课程立减15元券' }));
    await waitFor(() => expect(where()).toBe(`${P}/app/pay_info?orderNo=OMT20261126000001`));
    expect(bought).toBe('1');
  });

  it('shows empty and error states, and English', async () => {
    server.use(http.get(`${API}/coach-wallet/coupon-packages`, () => okJson({ packages: [] })));
    const a = await open(<PackageListScreen />, `${P}/coupon_package/list`);
    expect(await screen.findByText('暂无可购买的券包')).toBeTruthy();
    a.unmount();
    server.use(http.get(`${API}/coach-wallet/coupon-packages`, boom));
    const b = await open(<PackageListScreen />, `${P}/coupon_package/list`);
    expect(await screen.findByText('券包加载失败，请重试', {}, { timeout: 4000 })).toBeTruthy();
    b.unmount();
    server.resetHandlers();
    await open(<PackageListScreen />, `${P}/coupon_package/list`, undefined, 'en');
    expect(await screen.findByRole('button', { name: /^Buy / })).toBeTruthy();
  });
});

describe('coupon_package/record', () => {
  it('shows claimed, used and left per package, and an empty record', async () => {
    const a = await open(<PackageRecordScreen />, `${P}/coupon_package/record`);
    const row = await screen.findByTestId('owned-package');
    expect(row.getAttribute('href')).toBe(`${P}/coupon_package/detail/3`);
    expect(row.querySelector('[data-testid=count-used]')!.textContent).toBe('1');
    expect(row.querySelector('[data-testid=count-left]')!.textContent).toBe('8');
    a.unmount();
    server.use(http.get(`${API}/coach-wallet/coupon-packages/mine`, () => pagedJson([])));
    await open(<PackageRecordScreen />, `${P}/coupon_package/record`);
    expect(await screen.findByText('还没有购买券包')).toBeTruthy();
  });

  it('shows an error with retry', async () => {
    server.use(http.get(`${API}/coach-wallet/coupon-packages/mine`, boom));
    await open(<PackageRecordScreen />, `${P}/coupon_package/record`);
    expect(await screen.findByText('券包记录加载失败，请重试', {}, { timeout: 4000 })).toBeTruthy();
  });
});

describe('coupon_package/detail/:id', () => {
  const route = `${P}/coupon_package/detail/:id`;
  it('shows the counts, the student share link and the claims', async () => {
    await open(<PackageDetailScreen />, `${P}/coupon_package/detail/3`, route);
    await screen.findByTestId('package-detail');
    expect(screen.getByTestId('share-url').textContent).toBe(`${location.origin}/onmat/coupon_activity/11`);
    const claims = screen.getAllByTestId('package-claim');
    expect(claims).toHaveLength(2);
    expect(claims[0]!.textContent).toContain('139****0003');
    expect(claims[0]!.textContent).toContain('已使用');
    expect(screen.getByRole('button', { name: '分享一张券' })).toBeTruthy();
  });

  it('shows not found without a request for a bad id, and for another coach’s package', async () => {
    let asked = 0;
    server.use(
      http.get(`${API}/coach-wallet/coupon-packages/mine/:id`, () => {
        asked++;
        return failJson(COACH_WALLET_CODES.ownedPackageNotFound);
      }),
    );
    const a = await open(<PackageDetailScreen />, `${P}/coupon_package/detail/abc`, route);
    expect(await screen.findByText('券包不存在')).toBeTruthy();
    expect(asked).toBe(0);
    a.unmount();
    await open(<PackageDetailScreen />, `${P}/coupon_package/detail/99`, route);
    expect(await screen.findByText('券包不存在')).toBeTruthy();
    expect(asked).toBe(1);
  });

  it('shows an error with retry', async () => {
    server.use(http.get(`${API}/coach-wallet/coupon-packages/mine/:id`, boom));
    await open(<PackageDetailScreen />, `${P}/coupon_package/detail/3`, route);
    expect(await screen.findByText('券包加载失败，请重试', {}, { timeout: 4000 })).toBeTruthy();
  });
});

describe('buy_pearl', () => {
  it('shows the balance and the packs, and buys the chosen pack through the cashier', async () => {
    let body: unknown;
    server.use(
      http.post(`${API}/coach-wallet/pearls/orders`, async ({ request }) => {
        body = await request.json();
        return okJson({ orderNo: 'OMT20261126000002' });
      }),
    );
    const { where } = await open(<BuyPearlScreen />, `${P}/buy_pearl`);
    expect((await screen.findByTestId('pearl-balance')).textContent).toContain('350');
    fireEvent.click(screen.getByRole('radio', { name: /300 颗/ }));
    fireEvent.click(screen.getByRole('button', { name: '立即购买' }));
    await waitFor(() => expect(where()).toBe(`${P}/app/pay_info?orderNo=OMT20261126000002`));
    expect(body).toEqual({ packId: 2 });
  });

  it('shows no packs, and an error with retry', async () => {
    server.use(http.get(`${API}/coach-wallet/pearls`, () => okJson({ balance: 0, packs: [] })));
    const a = await open(<BuyPearlScreen />, `${P}/buy_pearl`);
    expect(await screen.findByText('暂无可购买的珍珠套餐')).toBeTruthy();
    a.unmount();
    server.use(http.get(`${API}/coach-wallet/pearls`, boom));
    await open(<BuyPearlScreen />, `${P}/buy_pearl`);
    expect(await screen.findByText('珍珠信息加载失败，请重试', {}, { timeout: 4000 })).toBeTruthy();
  });
});

describe('buy_pearl/record', () => {
  it('shows each line with its change and balance, in zh and en', async () => {
    const a = await open(<PearlRecordScreen />, `${P}/buy_pearl/record`);
    const lines = await screen.findAllByTestId('pearl-line');
    expect(lines[0]!.textContent).toContain('购买入账');
    expect(lines[0]!.textContent).toContain('+330');
    expect(lines[0]!.textContent).toContain('余额 350');
    a.unmount();
    await open(<PearlRecordScreen />, `${P}/buy_pearl/record`, undefined, 'en');
    expect((await screen.findAllByTestId('pearl-line'))[1]!.textContent).toContain('Gift');
  });

  it('shows an empty ledger and an error with retry', async () => {
    server.use(http.get(`${API}/coach-wallet/pearls/ledger`, () => pagedJson([])));
    const a = await open(<PearlRecordScreen />, `${P}/buy_pearl/record`);
    expect(await screen.findByText('还没有珍珠记录')).toBeTruthy();
    a.unmount();
    server.use(http.get(`${API}/coach-wallet/pearls/ledger`, boom));
    await open(<PearlRecordScreen />, `${P}/buy_pearl/record`);
    expect(await screen.findByText('珍珠明细加载失败，请重试', {}, { timeout: 4000 })).toBeTruthy();
  });
});
