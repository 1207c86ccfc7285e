import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { I18nProvider } from '@lingui/react';
import { activateTestLocale, i18n } from '@yoga/i18n';
import { subApps } from '@yoga/platform';
import { makeOrder } from './testing/fixtures';
import { OrderAmount, Points } from './order-amount';
import type { OrderView } from './order-view';

const onmat = subApps.find((s) => s.id === 'onmat')!;

async function shown(view: OrderView, locale: 'zh' | 'en' = 'zh'): Promise<string> {
  await activateTestLocale(locale);
  const order = makeOrder({ amount: 2610, points: 26 });
  const { container, unmount } = render(
    <I18nProvider i18n={i18n}>
      <OrderAmount order={order} view={view} left="14:59" />
      <Points order={order} sub={onmat} view={view} />
    </I18nProvider>,
  );
  const text = container.textContent!;
  unmount();
  return text;
}

describe('an order amount says what the money is, by state', () => {
  it('is due on a pending order, with no points promised', async () => {
    const text = await shown('pending');
    expect(text).toContain('待付金额¥26.10');
    expect(text).not.toContain('积分');
  });

  it.each(['booked', 'to-evaluate', 'evaluated', 'paid'] as const)(
    'is paid on a %s order, which earned its points',
    async (view) => {
      const text = await shown(view);
      expect(text).toContain('实付金额¥26.10');
      expect(text).toContain('+26 积分');
    },
  );

  it.each(['cancelled', 'expired'] as const)(
    'is only the order amount on a %s order: nothing paid, no points',
    async (view) => {
      const text = await shown(view);
      expect(text).toContain('订单金额¥26.10');
      expect(text).not.toContain('实付');
      expect(text).not.toContain('积分');
    },
  );

  it('is refunded on a refunded order, whose points were taken back', async () => {
    const text = await shown('refunded');
    expect(text).toContain('退款金额¥26.10');
    expect(text).not.toContain('积分');
  });
});
