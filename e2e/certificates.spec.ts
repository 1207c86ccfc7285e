import { expect, test } from '@playwright/test';
import { CERT_HOLDERS, certificateId } from './certificate-ids';

// onmat's seeded holder of a valid certificate (tools/dev-api/src/domains/certificates/seed.ts).
const HOLDER = CERT_HOLDERS.onmat;

const words = {
  zh: {
    name: '姓名',
    id: '身份证号',
    byNo: '证书编号',
    search: '查询',
    open: '查看证书',
    qr: '证书验证二维码',
    valid: '有效',
    none: '未查询到证书',
  },
  en: {
    name: 'Name',
    id: 'ID number',
    byNo: 'Certificate number',
    search: 'Search',
    open: 'View certificate',
    qr: 'QR code to verify the certificate',
    valid: 'Valid',
    none: 'No certificate found',
  },
};

for (const lng of ['zh', 'en'] as const) {
  test(`search a certificate by name and ID number at 1440 px, open it and see its QR (${lng})`, async ({
    page,
  }) => {
    const w = words[lng];
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(`/cc?lng=${lng}`);
    // Exempt from the desktop frame: the page itself, not an iframe of it.
    await expect(page.locator('iframe')).toHaveCount(0);
    await page.getByRole('textbox', { name: w.name }).fill(HOLDER.name);
    await page.getByRole('textbox', { name: w.id }).fill(HOLDER.idNumber);
    await page.getByRole('button', { name: w.search, exact: true }).click();
    const results = page.getByTestId('cert-results');
    await expect(results.getByText('林**')).toBeVisible();
    await expect(results.getByText(w.valid, { exact: true })).toBeVisible();
    await expect(page.getByText(HOLDER.name)).toHaveCount(0);
    const no = (await results.locator('dd').first().textContent())!;
    await results.getByRole('link', { name: w.open }).first().click();
    // Its page is named by a random public id, never a row number one could count on from.
    await expect(page).toHaveURL(/\/onmat\/cert\/[0-9a-f]{16}\b/);
    // The certificate page is a phone page: on a wide window it shows inside the desktop frame.
    const card = page.frameLocator('iframe').getByTestId('cert-card');
    await expect(card).toContainText(no);
    await expect(card.getByRole('img', { name: w.qr })).toBeVisible();
  });

  test(`search by certificate number at 390 px; an unknown number finds nothing (${lng})`, async ({
    page,
  }) => {
    const w = words[lng];
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/cc?lng=${lng}`);
    await page.getByRole('tab', { name: w.byNo }).click();
    const input = page.getByRole('textbox', { name: w.byNo });
    await input.fill('om 2020 99999999');
    await page.getByRole('button', { name: w.search, exact: true }).click();
    await expect(page.getByText(w.none)).toBeVisible();
    // The number on a certificate (as its QR's link carries it) finds it.
    await page.goto(`/onmat/cert/${await certificateId(page, 'onmat')}?lng=${lng}`);
    const no = (await page.getByTestId('cert-card').locator('dd').first().textContent())!;
    await page.goto(`/cc?lng=${lng}`);
    await page.getByRole('tab', { name: w.byNo }).click();
    await page.getByRole('textbox', { name: w.byNo }).fill(no);
    await page.getByRole('button', { name: w.search, exact: true }).click();
    await expect(page.getByTestId('cert-results').getByText(no)).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
}
