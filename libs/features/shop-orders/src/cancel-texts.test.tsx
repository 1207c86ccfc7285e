import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { API, answerDialog, failJson, renderScreen, startServer } from '@yoga/testing';
import { db, resetShopDb, shopOrdersHandlers } from './testing/handlers';
import RecordScreen from './record-screen';

const server = startServer(...shopOrdersHandlers);
const open = (locale: 'zh' | 'en') =>
  renderScreen(<RecordScreen />, {
    path: '/onmat/product/record',
    signedIn: true,
    title: '购买记录',
    locale,
  });
const toPayCard = async () =>
  (await screen.findByText('待付款的垫子')).closest('li[data-testid="record-card"]') as HTMLElement;

// Spec section 4: the prompt, its buttons, the progress and the outcomes, word for word.
const words = {
  zh: { cancel: '取消订单', title: '取消订单', ask: '确认取消支付？', ok: '确认', no: '再想想' },
  en: {
    cancel: 'Cancel order',
    title: 'Cancel order',
    ask: 'Confirm to cancel the payment?',
    ok: 'Confirm',
    no: 'Close',
  },
};
const outcome = {
  zh: { busy: '取消中…', done: '取消成功', fail: '取消失败：订单已支付' },
  en: { busy: 'Cancelling...', done: 'Cancel Success', fail: 'Cancel Fail: 订单已支付' },
};

beforeEach(() => {
  resetShopDb();
});

describe.each(['zh', 'en'] as const)('the store cancel flow says the spec texts (%s)', (lng) => {
  const w = words[lng];
  const o = outcome[lng];

  it(
    'asks with the spec prompt and buttons, then shows the progress and success',
    { timeout: 15_000 },
    async () => {
      // The answer waits until the progress toast has been seen (the toast kit loads lazily).
      let answer = () => {};
      const held = new Promise<void>((r) => (answer = r));
      server.use(
        http.post(`${API}/orders/:orderNo/cancel`, async () => {
          await held;
          return undefined;
        }),
      );
      const { user } = await open(lng);
      await user.click(within(await toPayCard()).getByRole('button', { name: w.cancel }));
      const dialog = await screen.findByRole('dialog', {}, { timeout: 4000 });
      expect(within(dialog).getByRole('button', { name: w.no })).toBeTruthy();
      const asked = await answerDialog(user, w.ok);
      expect(asked).toContain(w.title);
      expect(asked).toContain(w.ask);
      expect(await screen.findByText(o.busy, {}, { timeout: 4000 })).toBeTruthy();
      answer();
      expect(await screen.findByText(o.done, {}, { timeout: 4000 })).toBeTruthy();
      await waitFor(() => expect(db.orders[0]!.status).toBe('closed'));
    },
  );

  it('closes without cancelling on the spec close button', async () => {
    const { user } = await open(lng);
    await user.click(within(await toPayCard()).getByRole('button', { name: w.cancel }));
    expect(await answerDialog(user, w.no)).toContain(w.ask);
    expect(screen.queryByText(o.busy)).toBeNull();
    expect(db.orders[0]!.status).toBe('to-pay');
  });

  it('says Cancel Fail with the reason when refused', async () => {
    server.use(http.post(`${API}/orders/:orderNo/cancel`, () => failJson(409, '订单已支付')));
    const { user } = await open(lng);
    await user.click(within(await toPayCard()).getByRole('button', { name: w.cancel }));
    await answerDialog(user, w.ok);
    expect(await screen.findByText(o.fail, {}, { timeout: 4000 })).toBeTruthy();
  });
});
