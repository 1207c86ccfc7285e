import { expect, test, type Page } from '@playwright/test';
import { signInThroughUi } from './auth';

const words = {
  zh: {
    lng: '',
    code: '兑换码',
    redeem: '立即兑换',
    done: '兑换成功',
    granted: '已获得 30 天会员时长',
    toVip: '查看我的会员',
    used: '这张礼品卡已经兑换过了，每张卡只能兑换一次',
    phone: '13766500100',
  },
  en: {
    lng: '?lng=en',
    code: 'Card code',
    redeem: 'Redeem now',
    done: 'Redeemed',
    granted: 'You got: 30 days of membership',
    toVip: 'View my membership',
    used: 'This gift card has already been redeemed; each card can be redeemed once',
    phone: '13766500200',
  },
};

/** A new thirty_day card of onmat's, its code as printed on the card (groups of four, with dashes). */
async function newCard(page: Page): Promise<{ code: string; printed: string }> {
  const r = await page.request.post('/__dev/gift-cards/issue', {
    data: { subApp: 'onmat', key: 'thirty_day' },
  });
  const code = (await r.json()).data.code as string;
  return { code, printed: code.replace(/(.{4})(?!$)/g, '$1 - ') };
}

for (const lng of ['zh', 'en'] as const) {
  test(`redeem a gift card once, signing in on the way, and see the membership on my_vip (${lng})`, async ({
    page,
  }, info) => {
    const w = words[lng];
    // A new student each attempt: the membership on my_vip is this card's alone.
    const phone = String(Number(w.phone) + info.retry + 10 * info.repeatEachIndex);
    if (lng === 'en') await page.addInitScript((k) => localStorage.setItem(k, 'en'), 'lng');
    const { code, printed } = await newCard(page);

    // Signed out, the page shows the card; the code is pasted as printed (spaces, dashes, lower case).
    await page.goto(`/onmat/gift_card_redeem/thirty_day${w.lng}`);
    const input = page.getByRole('textbox', { name: w.code });
    await input.fill(printed.toLowerCase());
    await expect(input).toHaveValue(code.replace(/(.{4})(?!$)/g, '$1-'));
    await page.getByTestId('agree').check();
    await page.getByRole('button', { name: w.redeem }).click();

    // Login, then back to the page with the code still typed.
    await expect(page).toHaveURL((u) => u.pathname === '/onmat/login');
    await signInThroughUi(page, phone);
    await expect(page).toHaveURL((u) => u.pathname === '/onmat/gift_card_redeem/thirty_day');
    await expect(input).toHaveValue(code.replace(/(.{4})(?!$)/g, '$1-'));
    await page.getByRole('button', { name: w.redeem }).click();

    await expect(page).toHaveURL((u) => u.pathname === '/onmat/gift_card_redeem_success/thirty_day');
    const success = page.getByTestId('gift-card-success');
    await expect(success).toContainText(w.done);
    await expect(success).toContainText(w.granted);
    const until = (await page.getByTestId('valid-until').textContent())!.trim();
    expect(until).not.toBe('');

    await page.getByRole('link', { name: w.toVip }).click();
    await expect(page).toHaveURL((u) => u.pathname === '/onmat/my_vip');
    const cards = page.getByTestId('vip-card');
    await expect(cards).toHaveCount(1);
    await expect(cards.first()).toContainText(until);

    // The same code again: refused, in words, beside the code.
    await page.goto(`/onmat/gift_card_redeem/thirty_day${w.lng}`);
    await input.fill(code);
    await page.getByTestId('agree').check();
    await page.getByRole('button', { name: w.redeem }).click();
    await expect(page.getByRole('alert')).toHaveText(w.used);
    await expect(page).toHaveURL((u) => u.pathname === '/onmat/gift_card_redeem/thirty_day');
  });
}
