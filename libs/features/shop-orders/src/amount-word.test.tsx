import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { I18nProvider } from '@lingui/react';
import type { StoreOrder } from '@yoga/contract';
import { activateTestLocale, i18n } from '@yoga/i18n';
import { AmountWord } from './record-card';

async function word(status: StoreOrder['status'], paid: boolean): Promise<string> {
  await activateTestLocale('zh');
  const { container, unmount } = render(
    <I18nProvider i18n={i18n}>
      <AmountWord status={status} paid={paid} />
    </I18nProvider>,
  );
  const text = container.textContent!;
  unmount();
  return text;
}

describe('a store order names its amount by state', () => {
  it('is due while the order waits for payment', async () => {
    expect(await word('to-pay', false)).toBe('待付');
  });

  it.each(['to-ship', 'shipped', 'received', 'reviewed'] as const)('is paid once %s', async (status) => {
    expect(await word(status, true)).toBe('实付');
  });

  it('is the total of a closed order that was never paid, not "paid"', async () => {
    expect(await word('closed', false)).toBe('合计');
  });

  it('is refunded on a closed order that had been paid', async () => {
    expect(await word('closed', true)).toBe('已退款');
  });
});
