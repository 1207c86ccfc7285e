import { expect, test } from '@playwright/test';
import { signInByApi } from './auth';

// Students of their own, one per language, so the runs do not share today's one free booking.
const PHONES = { zh: '13812340161', en: '13812340162' } as const;
const REVIEWERS = { zh: '13812340163', en: '13812340164' } as const;

const words = {
  zh: {
    book: (title: string) => `预约 ${title}`,
    started: '这节免费课已经开始，不能再预约了',
    booked: '预约成功',
    back: '返回今日免费课',
    stars: '4 星',
    text: '说说上课感受',
    submit: '提交评价',
  },
  en: {
    book: (title: string) => `Book ${title}`,
    started: 'This free class has already started and can no longer be booked',
    booked: 'Booked',
    back: "Back to today's free classes",
    stars: '4 stars',
    text: 'How was the class?',
    submit: 'Submit evaluation',
  },
} as const;

for (const lng of ['zh', 'en'] as const) {
  const w = words[lng];
  const q = lng === 'en' ? '?lng=en' : '';

  test(`a free class that started a minute ago cannot be booked, and a hand-made result does not say booked (${lng})`, async ({
    page,
  }) => {
    await signInByApi(page, 'onmat', PHONES[lng]);
    const title = `E2E 已开课 ${lng}`;
    const made = await page.request.post('/__dev/courses/free-class', {
      data: { subApp: 'onmat', title, startsInMinutes: -1 },
    });
    const classId = (await made.json()).data.id as number;

    await page.goto(`/onmat/free_course${q}`);
    await page.getByRole('button', { name: w.book(title) }).click();
    // The server's reason, in the screen's language; the student stays on today's list.
    await expect(page.getByRole('alert')).toHaveText(w.started);
    await expect(page).toHaveURL((u) => u.pathname === '/onmat/free_course');

    // The result screen asks the server, not the address: nothing was booked, so it says nothing of the kind.
    const sep = q ? '&' : '?';
    await page.goto(`/onmat/free_course/result${q}${sep}status=booked&classId=${classId}`);
    await expect(page.getByRole('link', { name: w.back })).toBeVisible();
    await expect(page.getByRole('heading', { name: w.booked, exact: true })).toHaveCount(0);
    await expect(page.getByText(title)).toBeVisible();
  });

  test(`an evaluation a student submits shows on the course page with their stars (${lng})`, async ({
    page,
  }) => {
    await signInByApi(page, 'onmat', REVIEWERS[lng]);
    // A paid order of course 101 whose class began an hour ago: ready to evaluate.
    const created = await page.request.post('/__dev/orders', {
      data: {
        phone: REVIEWERS[lng],
        subApp: 'onmat',
        kind: 'course',
        amount: 19900,
        title: '流瑜伽进阶小班课',
        refId: '101',
        classTime: new Date(Date.now() - 3_600_000).toISOString(),
      },
    });
    const orderNo = (await created.json()).data.orderNo as string;
    await page.request.post('/__dev/pay/notify', { data: { orderNo, txn: `txn_${orderNo}` } });

    const text = `E2E ${lng}: 体式讲解很清楚 ${Date.now()}`;
    const sep = q ? '&' : '?';
    await page.goto(`/onmat/course/evaluate${q}${sep}orderId=${orderNo}`);
    await page.getByRole('radio', { name: w.stars }).check({ force: true });
    await page.getByRole('textbox', { name: w.text }).fill(text);
    await page.getByRole('button', { name: w.submit }).click();
    await expect(page.getByTestId('evaluation-view')).toContainText(text);

    await page.goto(`/onmat/course_detail${q}${sep}courseId=101`);
    const first = page.getByTestId('course-reviews').getByRole('article').first();
    await expect(first).toContainText(text);
    await expect(first).toContainText(`学员${REVIEWERS[lng].slice(-4)}`);
    await expect(first.getByRole('img', { name: w.stars })).toBeVisible();
  });
}
