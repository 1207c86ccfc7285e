import { expect, test, type Page } from '@playwright/test';
import { signInThroughUi } from './auth';
import { png } from './orders-helpers';
import { shot } from './shots';
import { words } from './store-journey-words';

// The whole store journey on onmat, once per language, each by a new student with no saved
// address: store → product → SKU → sign in → address through the region picker → pay at the stand-in
// cashier → record → shipment → receipt → review with two photos → the review on the product.
// The stand-in ships a store order on payment, so the order is 已发货 as soon as it is paid.

const photo = (name: string) => ({ name, mimeType: 'image/png', buffer: png() });
const orderSheet = (page: Page, name: string) => page.getByRole('dialog', { name });

// A common phone width; the screenshots (in /tmp/shots) are looked at by a person.
test.use({ viewport: { width: 390, height: 844 } });

for (const lng of ['zh', 'en'] as const)
  test(`store journey on onmat: pick, sign in, add an address, pay, track, receive, review (${lng})`, async ({
    page,
    context,
  }) => {
    test.setTimeout(180_000);
    const w = words[lng];
    const spec = `${w.colour} / 8mm`;
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    // The remembered language (localStorageKeys.language): the provider's cashier returns without ?lng.
    if (lng === 'en') await page.addInitScript(() => localStorage.setItem('lng', 'en'));

    // The store, then the mat from the grid.
    await page.goto(`/onmat/store${lng === 'en' ? '?lng=en' : ''}`);
    await expect(page.getByTestId('product-card').first()).toBeVisible();
    await shot(page, `store-${lng}`);
    await page.getByRole('link', { name: w.mat }).click();
    await expect(page).toHaveURL(/\/onmat\/product\/detail\/1$/);
    await expect(page.getByRole('heading', { name: w.mat })).toBeVisible();
    await shot(page, `product-detail-${lng}`);

    // A colour and a thickness that are not the first SKU; buy now asks a guest to sign in.
    await page.getByRole('button', { name: w.buy }).click();
    const picker = page.getByRole('dialog', { name: w.picker });
    await picker.getByRole('button', { name: w.colour }).click();
    await picker.getByRole('button', { name: w.thickness }).click();
    await expect(picker.getByRole('button', { name: w.colour })).toHaveAttribute('aria-pressed', 'true');
    await picker.getByRole('button', { name: w.buy }).click();
    await expect(page).toHaveURL(/\/onmat\/login\?redirect=/);
    await signInThroughUi(page, w.phone);

    // Back on the product with the choice kept and the order open; a new student has no address.
    await expect(page).toHaveURL((u) => u.pathname === '/onmat/product/detail/1');
    let sheet = orderSheet(page, w.sheet);
    await expect(sheet).toBeVisible();
    await expect(sheet.getByText(spec)).toBeVisible();
    await sheet.getByRole('button', { name: w.addAddress }).click();

    // The address form, the region by tapping province → city → district.
    await expect(page).toHaveURL((u) => u.pathname === '/onmat/address/edit');
    await page.getByRole('textbox', { name: w.name }).fill(w.receiver);
    await page.getByRole('textbox', { name: w.mobile }).fill(w.phone);
    await page.getByRole('button', { name: w.region }).click();
    for (const place of w.places) await page.getByRole('option', { name: place }).click();
    await expect(page.getByRole('button', { name: w.region })).toContainText(w.regionText);
    await page.getByRole('textbox', { name: w.detail }).fill('文一西路 969 号 3 号楼');
    await page.getByRole('button', { name: w.save }).click();

    // Back in the order with that address chosen and the same SKU.
    await expect(page).toHaveURL((u) => u.pathname === '/onmat/product/detail/1');
    sheet = orderSheet(page, w.sheet);
    await expect(sheet).toBeVisible();
    await expect(sheet.getByText(w.receiver)).toBeVisible();
    await expect(sheet.getByText(/浙江省.*杭州市.*西湖区.*文一西路 969 号/)).toBeVisible();
    await expect(sheet.getByText(spec)).toBeVisible();
    await shot(page, `order-sheet-${lng}`);
    await sheet.getByRole('button', { name: w.submit }).click();

    // The stand-in cashier, then the provider's page.
    await expect(page).toHaveURL(
      (u) => u.pathname === '/onmat/app/pay_info' && !!u.searchParams.get('orderNo'),
    );
    const orderNo = new URL(page.url()).searchParams.get('orderNo')!;
    await page.getByRole('button', { name: w.pay }).first().click();
    await page.getByRole('button', { name: w.confirm }).click();
    await expect(page).toHaveURL((u) => u.pathname === '/onmat/product/pay_success', { timeout: 15_000 });
    await expect(page.getByRole('heading', { name: w.paid, level: 2 })).toBeVisible();
    await expect(page.getByTestId('store-items')).toContainText(w.mat);
    await expect(page.getByTestId('store-items')).toContainText(spec);
    await expect(page.getByTestId('store-address')).toContainText(w.receiver);
    await expect(page.getByTestId('store-address')).toContainText('文一西路 969 号');

    // The record: shipped at once.
    await page.getByRole('link', { name: w.viewOrder }).click();
    await expect(page).toHaveURL((u) => u.pathname === '/onmat/product/record');
    const mine = page.locator(`[data-order-no="${orderNo}"]`);
    await expect(mine).toHaveAttribute('data-status', 'shipped');
    await expect(mine).toContainText(w.shipped);
    await expect(mine).toContainText(spec);
    await shot(page, `record-${lng}`);

    // Its shipment: carrier and tracking number (copied), a timeline.
    await mine.getByRole('button', { name: w.track, exact: true }).click();
    await expect(page).toHaveURL(/\/onmat\/post_order_info\/\d+$/);
    const trackingNo = (await page.getByTestId('tracking-no').textContent())!.trim();
    expect(trackingNo).toMatch(/^[A-Z0-9]{8,}$/);
    await expect(page.getByTestId('timeline').getByRole('listitem').first()).toBeVisible();
    await expect(page.getByRole('region', { name: /收货地址|Delivery address/ })).toContainText(w.receiver);
    await shot(page, `shipment-${lng}`);
    await page.getByRole('button', { name: w.copy(trackingNo) }).click();
    await expect(page.getByText(w.copied)).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(trackingNo);

    // Back: confirm receipt, then review it.
    await page.goBack();
    await mine.getByRole('button', { name: w.receive }).click();
    await page.getByRole('dialog').getByRole('button', { name: w.receive }).click();
    await expect(mine).toHaveAttribute('data-status', 'received');
    await mine.getByRole('button', { name: w.review, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/onmat/product/evaluate/${orderNo}$`));
    const item = page.getByTestId('review-item');
    await expect(item).toHaveCount(1);
    await expect(page.getByRole('button', { name: w.send, exact: true })).toBeDisabled();
    await item.getByRole('radio', { name: w.excellent }).check();
    await item.getByRole('textbox', { name: w.text }).fill(w.words);
    await item.locator('input[type=file]').setInputFiles([photo('one.png'), photo('two.png')]);
    await expect(item.locator('.y-photo-done')).toHaveCount(2);
    await shot(page, `evaluate-${lng}`);
    await page.getByRole('button', { name: w.send, exact: true }).click();
    await expect(page.getByText(w.posted)).toBeVisible();

    // Under 已评价, and on the product's reviews.
    await expect(page).toHaveURL(
      (u) => u.pathname === '/onmat/product/record' && u.search === '?status=reviewed',
    );
    await expect(page.getByRole('tab', { name: w.reviewed })).toHaveAttribute('aria-selected', 'true');
    await expect(mine).toHaveAttribute('data-status', 'reviewed');
    await page.goto(`/onmat/product/detail/1${lng === 'en' ? '?lng=en' : ''}`);
    const reviews = page.getByRole('region', { name: w.reviews });
    const review = reviews.getByRole('listitem').filter({ hasText: w.words });
    await expect(review).toBeVisible();
    await expect(review).toContainText(spec);
    await expect(review.getByRole('button')).toHaveCount(2);
  });
