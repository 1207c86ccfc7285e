import { expect, test, type Page } from '@playwright/test';
import { seriousViolations } from './axe';

// The VIP screens with real data (signed in, with cards bought through the stand-in):
// axe-core finds nothing serious or critical, in either language.

let seq = 0;
/**
 * A fresh account (one code per number: the stand-in limits resends), with two member cards
 * bought and paid through the stand-in, so my_vip shows a running card and one to activate.
 */
async function signInWithCards(page: Page, subApp: string) {
  const phone = `1396${process.pid % 1000}`.padEnd(8, '0') + String(++seq).padStart(3, '0');
  await page.request.post('/api/auth/sms-code', { data: { subApp, areaCode: '86', phone } });
  const code = (await (await page.request.get(`/__dev/sms/latest?phone=${phone}`)).json()).data.code;
  const login = await page.request.post('/api/auth/login', { data: { subApp, areaCode: '86', phone, code } });
  const token = (await login.json()).data.token as string;
  const headers = { AUTHORIZE_TOKEN: token };
  const { plans } = (await (await page.request.get(`/api/vip/plans?subApp=${subApp}`)).json()).data;
  for (const plan of plans.slice(0, 2)) {
    const order = await page.request.post(`/api/vip/orders?subApp=${subApp}`, {
      headers,
      data: { planId: plan.id, agree: true },
    });
    const { orderNo } = (await order.json()).data;
    await page.request.post('/__dev/pay/notify', { data: { orderNo, txn: `a11y-${orderNo}` } });
  }
  await page.addInitScript(([k, v]) => localStorage.setItem(k!, v!), [`${subApp}_token`, token]);
}

const paths = [
  'vip_pay?plan=week',
  'vip_share/101',
  'vip_share/999',
  'recipe_vip',
  'my_vip',
  'ding_pay?courseId=1',
  'ding_pay',
];
// One account per sub-app (its sign-in and two card purchases are most of a screen's cost), every
// screen in both languages in its page.
for (const prefix of ['onmat', 'phala'])
  test(`/${prefix}: the VIP screens in zh and en`, async ({ page }) => {
    test.setTimeout(30_000 + paths.length * 2 * 10_000);
    await signInWithCards(page, prefix);
    for (const p of paths)
      for (const lng of ['zh', 'en'])
        await test.step(`/${prefix}/${p} (${lng})`, async () => {
          await page.goto(`/${prefix}/${p}${p.includes('?') ? '&' : '?'}lng=${lng}`);
          await expect(page.locator('h1').first()).not.toBeEmpty();
          await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 10_000 });
          await expect(page.locator('.y-body')).not.toBeEmpty();
          expect.soft(await seriousViolations(page), `/${prefix}/${p} (${lng})`).toEqual([]);
        });
  });
