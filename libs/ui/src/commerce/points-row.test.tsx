import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { I18nProvider } from '@lingui/react';
import { i18n, activateTestLocale } from '@yoga/i18n';
import { PointsRow } from './points-row';

const row = async (balance: number | undefined, price: number, locale: 'zh' | 'en' = 'zh', on = false) => {
  await activateTestLocale(locale);
  const onToggle = vi.fn();
  render(
    <I18nProvider i18n={i18n}>
      <PointsRow balance={balance} price={price} on={on} onToggle={onToggle} />
    </I18nProvider>,
  );
  return onToggle;
};

describe('the points row', () => {
  it('offers the balance in whole yuan under the cap, and the switch turns it on', async () => {
    const onToggle = await row(599, 13900);
    expect(screen.getByText('共 599 积分，本单可用 500 积分')).toBeTruthy();
    expect(screen.getByText('−¥5.00')).toBeTruthy();
    expect(screen.getByText('每 100 积分抵 ¥1.00，最多抵扣订单金额的 50%')).toBeTruthy();
    fireEvent.click(screen.getByRole('switch', { name: '使用积分抵扣' }));
    expect(onToggle).toHaveBeenCalledWith(true);
  });

  it('caps the points at half the price', async () => {
    await row(20000, 1900, 'en', true);
    expect(screen.getByText(/900 points/)).toBeTruthy();
    expect(screen.getByText('−¥9.00')).toBeTruthy();
    expect(screen.getByRole('switch').getAttribute('aria-checked')).toBe('true');
  });

  it('offers nothing while the balance loads', async () => {
    await row(undefined, 13900);
    expect(screen.getByText('积分读取中…')).toBeTruthy();
    expect((screen.getByRole('switch') as HTMLButtonElement).disabled).toBe(true);
  });

  it('says so when the balance is under 100 points', async () => {
    await row(99, 13900);
    expect(screen.getByText('共 99 积分，本单暂不可用')).toBeTruthy();
    expect((screen.getByRole('switch') as HTMLButtonElement).disabled).toBe(true);
    expect(screen.queryByText(/[-−]¥/)).toBeNull();
  });
});
