import { expect, test, type Page } from '@playwright/test';
import { signInThroughUi } from './auth';

// Each language signs in its own student: the seeded demo student's book is shared with the shop specs.
const words = {
  zh: {
    phone: '13812340451',
    empty: '还没有收货地址',
    add: '新增收货地址',
    name: '收货人',
    mobile: '手机号码',
    region: /^所在地区/,
    places: ['浙江省', '杭州市', '西湖区'],
    regionText: '浙江省杭州市西湖区',
    pastedRegion: '上海市徐汇区',
    detail: '详细地址',
    paste: '粘贴整段地址',
    fill: '识别',
    save: '保存',
    setDefault: '设为默认',
    tag: '默认',
    delete: (n: string) => `删除 ${n} 的地址`,
    ok: '删除',
    saved: '已保存 2 个，最多 20 个',
  },
  en: {
    phone: '13812340452',
    empty: 'No shipping address yet',
    add: 'New address',
    name: 'Receiver',
    mobile: 'Mobile number',
    region: /^Region/,
    // The picker reads in English; the saved address keeps the Chinese names.
    places: ['Zhejiang', 'Hangzhou', 'Xihu District'],
    regionText: 'Xihu District, Hangzhou, Zhejiang',
    pastedRegion: 'Xuhui District, Shanghai',
    detail: 'Street address',
    paste: 'Paste a whole address',
    fill: 'Fill in',
    save: 'Save',
    setDefault: 'Set as default',
    tag: 'Default',
    delete: (n: string) => `Delete ${n}’s address`,
    ok: 'Delete',
    saved: '2 saved, up to 20',
  },
};

const items = (page: Page) => page.getByRole('listitem');

for (const lng of ['zh', 'en'] as const) {
  test(`adds addresses through the region picker and by pasting, sets the default, deletes (${lng})`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const w = words[lng];
    if (lng === 'en') await page.addInitScript((k) => localStorage.setItem(k, 'en'), 'lng');
    await page.goto(`/onmat/address/list${lng === 'en' ? '?lng=en' : ''}`);
    await expect(page).toHaveURL(/\/onmat\/login\?redirect=/);
    await signInThroughUi(page, w.phone);
    await expect(page).toHaveURL((u) => u.pathname === '/onmat/address/list');
    await expect(page.getByText(w.empty)).toBeVisible();

    // The first address: region through the province → city → district sheet.
    await page.getByRole('link', { name: w.add }).click();
    await page.getByRole('textbox', { name: w.name }).fill('张三');
    await page.getByRole('textbox', { name: w.mobile }).fill('13800138000');
    await page.getByRole('button', { name: w.region }).click();
    for (const place of w.places) await page.getByRole('option', { name: place }).click();
    await expect(page.getByRole('button', { name: w.region })).toContainText(w.regionText);
    await page.getByRole('textbox', { name: w.detail }).fill('文三路 100 号');
    await page.getByRole('button', { name: w.save }).click();
    await expect(page).toHaveURL((u) => u.pathname === '/onmat/address/list');
    await expect(items(page)).toHaveCount(1);
    await expect(items(page).first()).toContainText(w.tag);

    // The second: pasted as a shop copies it, labels and all.
    await page.getByRole('link', { name: w.add }).click();
    await page
      .getByRole('textbox', { name: w.paste })
      .fill(
        '收货人：李四\n手机号码：139 1234 5678\n所在地区：上海市 上海市 徐汇区\n详细地址：漕溪北路 88 号',
      );
    await page.getByRole('button', { name: w.fill, exact: true }).click();
    await expect(page.getByRole('textbox', { name: w.name })).toHaveValue('李四');
    await expect(page.getByRole('textbox', { name: w.mobile })).toHaveValue('13912345678');
    await expect(page.getByRole('textbox', { name: w.detail })).toHaveValue('漕溪北路 88 号');
    await expect(page.getByRole('button', { name: w.region })).toContainText(w.pastedRegion);
    await page.getByRole('button', { name: w.save }).click();
    await expect(page).toHaveURL((u) => u.pathname === '/onmat/address/list');
    await expect(page.getByText(w.saved)).toBeVisible();

    // The newer one becomes the default and moves first; then it is deleted after the confirmation.
    await items(page).filter({ hasText: '李四' }).getByRole('button', { name: w.setDefault }).click();
    await expect(items(page).first()).toContainText('李四');
    await expect(items(page).first()).toContainText(w.tag);
    await page.getByRole('button', { name: w.delete('李四') }).click();
    await page.getByRole('dialog').getByRole('button', { name: w.ok, exact: true }).click();
    await expect(items(page)).toHaveCount(1);
    await expect(items(page).first()).toContainText('张三');
    await expect(items(page).first()).toContainText(w.tag);
  });
}
