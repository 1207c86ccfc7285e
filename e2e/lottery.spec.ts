import { expect, test } from '@playwright/test';
import { attemptPhone, signInThroughUi } from './auth';

const words = {
  zh: {
    lng: '',
    phone: '13812347500',
    signInToDraw: '登录后抽奖',
    spin: '开始抽奖',
    left: (n: number) => `还有 ${n} 次抽奖机会`,
    none: '你的抽奖次数已用完',
    noneButton: '抽奖次数已用完',
    won: '恭喜你抽中：瑜伽垫一张',
    toAddress: '填写收货地址',
    name: '收货人',
    mobile: '手机号码',
    region: /^所在地区/,
    places: ['浙江省', '杭州市', '西湖区'],
    detail: '详细地址',
    save: '保存',
    shipBy: /^我们将在 .+ 前发货$/,
  },
  en: {
    lng: '?lng=en',
    phone: '13812347520',
    signInToDraw: 'Sign in to draw',
    spin: 'Spin the wheel',
    left: (n: number) => `${n} draws left`,
    none: 'You have used all your draws',
    noneButton: 'No draws left',
    won: 'You won: A yoga mat',
    toAddress: 'Enter a shipping address',
    name: 'Receiver',
    mobile: 'Mobile number',
    region: /^Region/,
    places: ['Zhejiang', 'Hangzhou', 'Xihu District'],
    detail: 'Street address',
    save: 'Save',
    shipBy: /^We will ship it by .+$/,
  },
};

for (const lng of ['zh', 'en'] as const) {
  test(`lottery: sign in to draw, spin until the chances run out, then give the won mat an address (${lng})`, async ({
    page,
  }, info) => {
    test.setTimeout(120_000);
    const w = words[lng];
    const phone = attemptPhone(w.phone, info);
    if (lng === 'en') await page.addInitScript((k) => localStorage.setItem(k, 'en'), 'lng');
    // A fresh activity whose only prize with stock is the mat: every draw wins it.
    const made = await page.request.post('/__dev/lottery/activities', { data: { subApp: 'slim' } });
    const id = (await made.json()).data.id as number;

    // Signed out the wheel is there; drawing signs in first and comes back.
    await page.goto(`/slim/lottery_activity/${id}${w.lng}`);
    const spin = page.getByTestId('lottery-spin');
    await expect(spin).toHaveText(w.signInToDraw);
    await spin.click();
    await expect(page).toHaveURL((u) => u.pathname === '/slim/login');
    await signInThroughUi(page, phone);
    await expect(page).toHaveURL((u) => u.pathname === `/slim/lottery_activity/${id}`);

    const chances = page.getByTestId('lottery-chances');
    for (const left of [3, 2, 1]) {
      await expect(chances).toHaveText(w.left(left));
      await expect(spin).toHaveText(w.spin);
      await spin.click();
      await expect(page.getByTestId('lottery-result')).toHaveText(new RegExp(`^${w.won}`), {
        timeout: 10_000,
      });
    }
    await expect(chances).toHaveText(w.none);
    await expect(spin).toHaveText(w.noneButton);
    await expect(spin).toBeDisabled();
    await expect(page.getByTestId('lottery-wins').getByRole('listitem')).toHaveCount(3);

    // The won mat: an address, saved once, then the shipping day and no form.
    await page.getByTestId('lottery-result').getByRole('link', { name: w.toAddress }).click();
    await expect(page).toHaveURL((u) => u.pathname.startsWith('/slim/lottery_activity/receive_goods/'));
    await page.getByRole('textbox', { name: w.name }).fill('张三');
    await page.getByRole('textbox', { name: w.mobile }).fill('13800138000');
    await page.getByRole('button', { name: w.region }).click();
    for (const place of w.places) await page.getByRole('option', { name: place }).click();
    await page.getByRole('textbox', { name: w.detail }).fill('文三路 100 号');
    await page.getByRole('button', { name: w.save }).click();
    await expect(page.getByTestId('lottery-ship-by')).toHaveText(w.shipBy);
    await expect(page.getByTestId('lottery-shipping')).toContainText('张三');
    await expect(page.getByRole('button', { name: w.save })).toHaveCount(0);
    await page.reload();
    await expect(page.getByTestId('lottery-ship-by')).toHaveText(w.shipBy);
  });
}
