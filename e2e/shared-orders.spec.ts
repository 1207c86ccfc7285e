import { expect, test, type Page } from '@playwright/test';
import { signInByApi } from './auth';

// A student of its own, so the demo student's lists in orders.spec are not changed under it.
const PHONE = '13812340031';

const createOrder = async (page: Page, body: Record<string, unknown>) =>
  (
    await (
      await page.request.post('/__dev/orders', {
        data: { phone: PHONE, subApp: 'onmat', kind: 'course', amount: 3900, ...body },
      })
    ).json()
  ).data.orderNo as string;

/**
 * One course order on two screens: cancelled on order_detail, it shows cancelled in order_list on
 * Back, without a reload. The list is kept alive behind the detail and its cache was fresh, so only
 * the shared order keys (@yoga/data-access-course-orders) can tell it the order changed.
 */
test('a course order cancelled on its detail shows cancelled in the list on Back', async ({ page }) => {
  test.setTimeout(60_000);
  await signInByApi(page, 'onmat', PHONE);
  const orderNo = await createOrder(page, {
    title: 'E2E 共享取消课',
    classTime: new Date(Date.now() + 86_400_000).toISOString(),
  });

  await page.goto('/onmat/order_list?tab=course');
  const card = page.locator(`[data-testid="order-card"][data-order-no="${orderNo}"]`);
  await expect(card).toHaveAttribute('data-view', 'pending');
  // A reload would hide the bug: a mark on this document is lost if the page loads again.
  await page.evaluate(() => ((window as unknown as { e2eMark: string }).e2eMark = 'same document'));
  await card.locator('.o-card-main').click();
  await expect(page).toHaveURL(new RegExp(`order_detail\\?orderNo=${orderNo}`));
  const detail = page.getByTestId('order-detail');
  await expect(detail).toHaveAttribute('data-view', 'pending');

  await detail.getByRole('button', { name: '取消支付' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('确认取消支付？');
  await expect(dialog.getByRole('button', { name: '再想想' })).toBeVisible();
  await dialog.getByRole('button', { name: '确认' }).click();
  await expect(page.getByText('取消成功')).toBeVisible();
  await expect(detail).toHaveAttribute('data-view', 'cancelled');

  await page.goBack();
  await expect(page).toHaveURL(/order_list\?tab=course/);
  await expect(card).toHaveAttribute('data-view', 'cancelled');
  await expect(card).toContainText('已取消');
  // Same document all along: client-side navigation, no reload.
  expect(await page.evaluate(() => (window as unknown as { e2eMark?: string }).e2eMark)).toBe(
    'same document',
  );
});
