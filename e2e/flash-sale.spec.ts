import { expect, test, type Page } from '@playwright/test';
import { signInByApi } from './auth';

// The two languages buy different items, so running side by side neither sees the other's unit go.
const words = {
  zh: {
    lng: '',
    title: '天然橡胶瑜伽垫',
    zhTitle: '天然橡胶瑜伽垫',
    live: /抢购中/,
    buy: '马上抢',
    pay: /立即支付/,
    confirm: '确认支付',
    bought: '已抢到',
    left: /剩 (\d+) 件/,
    refused: '每人限购 1 件，你已抢过该商品',
    phone: '13766501100',
  },
  en: {
    lng: '?lng=en',
    title: 'High-density yoga block',
    zhTitle: '高密度瑜伽砖',
    live: /On now/,
    buy: 'Buy now',
    pay: /Pay ¥/,
    confirm: 'Pay now',
    bought: 'Bought',
    left: /(\d+) left/,
    refused: 'One per person: you have already bought this item',
    phone: '13766501200',
  },
};

/** What the item card says is left. */
async function leftOf(page: Page, title: string, pattern: RegExp): Promise<number> {
  const card = page.getByRole('listitem').filter({ hasText: title });
  const text = (await card.getByTestId('flash-sale-left').textContent()) ?? '';
  return Number(pattern.exec(text)?.[1] ?? NaN);
}

for (const lng of ['zh', 'en'] as const) {
  test(`flash sale: buy an item of the live session, pay at the cashier, stock goes down, a second buy is refused (${lng})`, async ({
    page,
  }, info) => {
    const w = words[lng];
    // A new student each attempt: one per user per item.
    const phone = String(Number(w.phone) + info.retry + 10 * info.repeatEachIndex);
    const token = await signInByApi(page, 'slim', phone);
    await page.goto(`/slim/flash_sale${w.lng}`);
    await expect(page.getByRole('tab', { selected: true })).toContainText(w.live);
    await expect(page.getByRole('timer')).toBeVisible();
    const card = page.getByRole('listitem').filter({ hasText: w.title });
    const before = await leftOf(page, w.title, w.left);
    expect(before).toBeGreaterThan(0);

    await card.getByRole('button', { name: w.buy }).click();
    await expect(page).toHaveURL(
      (u) => u.pathname === '/slim/business/pay_info' && !!u.searchParams.get('orderNo'),
    );
    await page.getByRole('button', { name: w.pay }).first().click();
    await page.getByRole('button', { name: w.confirm }).click();

    // Paid: back on the sale, the item is the buyer's and one fewer is left.
    await expect(page).toHaveURL((u) => u.pathname === '/slim/flash_sale', { timeout: 15_000 });
    await expect(card.getByRole('button', { name: w.bought })).toBeDisabled();
    expect(await leftOf(page, w.title, w.left)).toBe(before - 1);

    // A second buy of the same item is refused by the server, in the buyer's language.
    const board = await (
      await page.request.get('/api/flash-sale/sessions?subApp=slim', { headers: { AUTHORIZE_TOKEN: token } })
    ).json();
    const item = board.data.sessions
      .flatMap((s: { items: { id: number; title: string }[] }) => s.items)
      .find((i: { title: string }) => i.title === w.zhTitle);
    const again = await page.request.post(`/api/flash-sale/items/${item.id}/buy?subApp=slim`, {
      headers: { AUTHORIZE_TOKEN: token, Language: lng },
    });
    expect(await again.json()).toMatchObject({ code: 4804, msg: w.refused });
  });
}
