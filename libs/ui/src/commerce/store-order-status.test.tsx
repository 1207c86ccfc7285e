import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { I18nProvider } from '@lingui/react';
import type { StoreOrder } from '@yoga/contract';
import { activateTestLocale, i18n } from '@yoga/i18n';
import { StoreAmountWord, storeOrderLabels, storeOrderShown } from './store-order-status';

type Facts = Pick<StoreOrder, 'status' | 'state' | 'paidAt'>;
const paid = '2026-12-01T02:03:00.000Z';

async function words(o: Facts, expired = false, locale: 'zh' | 'en' = 'zh') {
  await activateTestLocale(locale);
  const shown = storeOrderShown(o, expired);
  const { container, unmount } = render(
    <I18nProvider i18n={i18n}>
      <StoreAmountWord shown={shown} />
    </I18nProvider>,
  );
  const amount = container.textContent!;
  unmount();
  return { label: i18n._(storeOrderLabels[shown]), amount };
}

describe('a store order, as every list and detail names it', () => {
  it('is due while it waits for payment, closed once its pay window passed', async () => {
    const toPay: Facts = { status: 'to-pay', state: 'pending', paidAt: null };
    expect(await words(toPay)).toEqual({ label: '待付款', amount: '待付' });
    expect(await words(toPay, true)).toEqual({ label: '已关闭', amount: '合计' });
  });

  it.each([
    ['to-ship', '待发货'],
    ['shipped', '已发货'],
    ['received', '待评价'],
    ['reviewed', '已评价'],
  ] as const)('is paid once %s (%s)', async (status, label) => {
    expect(await words({ status, state: 'paid', paidAt: paid })).toEqual({ label, amount: '实付' });
  });

  it('is the total of a closed order that was never paid, not "paid"', async () => {
    expect(await words({ status: 'closed', state: 'cancelled', paidAt: null })).toEqual({
      label: '已关闭',
      amount: '合计',
    });
  });

  it('is refunded when it closed after payment', async () => {
    expect(await words({ status: 'closed', state: 'refunded', paidAt: paid })).toEqual({
      label: '已退款',
      amount: '已退款',
    });
  });
});
