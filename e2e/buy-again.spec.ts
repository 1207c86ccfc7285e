import { expect, test, type Page } from '@playwright/test';
import { signInByApi } from './auth';

// A student of its own, so the demo student's order lists elsewhere are not changed under it.
const PHONE = '13812340032';
const COURSE_ID = '101';

/** A course order for course 101, closed (cancelled) before it was paid. */
async function closedCourseOrder(page: Page, token: string): Promise<string> {
  const created = await page.request.post('/__dev/orders', {
    data: {
      phone: PHONE,
      subApp: 'onmat',
      kind: 'course',
      amount: 3900,
      title: 'E2E 再次购买',
      refId: COURSE_ID,
    },
  });
  const orderNo = (await created.json()).data.orderNo as string;
  const cancelled = await page.request.post(`/api/orders/${orderNo}/cancel?subApp=onmat`, {
    headers: { AUTHORIZE_TOKEN: token },
  });
  expect((await cancelled.json()).state).toBe(1);
  return orderNo;
}

/**
 * "Buy again" on a closed course order opens that course. It once opened `course_detail?id=`, a query
 * name the screen does not read, so the student landed on "course not found"; links are typed now.
 */
for (const lng of ['zh', 'en'] as const) {
  test(`buy again on a closed course order opens its course (${lng})`, async ({ page }) => {
    const token = await signInByApi(page, 'onmat', PHONE);
    const orderNo = await closedCourseOrder(page, token);
    const course = (
      await (
        await page.request.get(`/api/courses/detail?subApp=onmat&courseId=${COURSE_ID}`, {
          headers: { Language: lng },
        })
      ).json()
    ).data as { title: string };

    await page.goto(`/onmat/app/pay_info?orderNo=${orderNo}${lng === 'en' ? '&lng=en' : ''}`);
    await page.getByRole('button', { name: lng === 'en' ? 'Buy again' : '重新购买' }).click();

    await expect(page).toHaveURL(new RegExp(`/onmat/course_detail\\?courseId=${COURSE_ID}$`));
    await expect(page.getByText(course.title).first()).toBeVisible();
    await expect(page.getByText(lng === 'en' ? 'Course not found' : '课程不存在')).toHaveCount(0);
  });
}
