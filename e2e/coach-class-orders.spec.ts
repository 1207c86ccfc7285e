import { expect, test } from './clock';
import { attemptPhone, signInByApi } from './auth';

const words = {
  zh: {
    buy: '立即购买',
    pay: '立即支付',
    date: '新的日期',
    reason: '原因',
    why: '场地维护，改到第二天',
    submitTime: '提交新时间',
    pending: '待审核',
    note: /^教练调整了上课时间：由 (.+) 改为 (.+)$/,
    coach: '13766190000',
    student: '13766191000',
  },
  en: {
    buy: 'Buy now',
    pay: 'Pay now',
    date: 'New date',
    reason: 'Reason',
    why: 'Studio repairs, the next day',
    submitTime: 'Submit new time',
    pending: 'Pending',
    note: /^Class time changed by the coach from (.+) to (.+)$/,
    coach: '13766190100',
    student: '13766191100',
  },
};

for (const lng of ['zh', 'en'] as const) {
  test(`a student's booked class moved by the coach shows the new time and a note on the order (${lng})`, async ({
    page,
  }, info) => {
    test.setTimeout(90_000);
    const w = words[lng];
    // A new coach and a new student each attempt: the coach's own starter schedule, whose Hatha
    // Yoga is sold as a course of its own (no shared class time is used up).
    const coachPhone = attemptPhone(w.coach, info);
    const studentPhone = attemptPhone(w.student, info);
    if (lng === 'en') await page.addInitScript((k) => localStorage.setItem(k, 'en'), 'lng');
    const coachToken = await signInByApi(page, 'onmat-teacher', coachPhone);
    const seeded = await (
      await page.request.post('/__dev/coach-classes/schedule', {
        data: { subApp: 'onmat-teacher', phone: coachPhone },
      })
    ).json();
    const { classId, courseId } = seeded.data.linked as { classId: number; courseId: number };

    // The student books the class's time and pays.
    await signInByApi(page, 'onmat', studentPhone);
    await page.goto(`/onmat/course_detail?courseId=${courseId}`);
    await page.locator('label:has([name="class-time"])').first().click();
    await page.getByRole('button', { name: w.buy }).click();
    await expect(page).toHaveURL((u) => u.pathname === '/onmat/course_pay');
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: w.pay, exact: true }).click();
    await expect(page).toHaveURL(
      (u) => u.pathname === '/onmat/app/pay_info' && !!u.searchParams.get('orderNo'),
    );
    const orderNo = new URL(page.url()).searchParams.get('orderNo')!;
    await page.request.post('/__dev/pay/notify', { data: { orderNo, txn: `txn_${orderNo}` } });
    await page.goto(`/onmat/order_detail?orderNo=${orderNo}`);
    const detail = page.getByTestId('order-detail');
    await expect(detail).toHaveAttribute('data-view', 'booked');
    await expect(detail.getByTestId('class-change')).toHaveCount(0);
    const before = (await detail.getByTestId('order-item').textContent())!;

    // The coach proposes the next day for it.
    await page.goto(`/onmat/teacher/change_class_time?classId=${classId}`);
    const date = page.getByLabel(w.date);
    const day = await date.inputValue();
    const next = new Date(Date.parse(`${day}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    await date.fill(next);
    await page.getByLabel(w.reason).fill(w.why);
    await page.getByRole('button', { name: w.submitTime }).click();
    await expect(page.getByTestId('coach-request').first().getByTestId('request-state')).toHaveText(
      w.pending,
    );

    // The studio approves it (the stand-in's rules: any pending request may be answered).
    const requests = await (
      await page.request.get('/api/coach-classes/requests?subApp=onmat-teacher&kind=time', {
        headers: { AUTHORIZE_TOKEN: coachToken },
      })
    ).json();
    const mine = (requests.data as { id: number; class: { id: number }; state: string }[]).find(
      (r) => r.class.id === classId && r.state === 'pending',
    )!;
    const decided = await page.request.post(`/__dev/coach-classes/requests/${mine.id}/decide`, {
      data: { state: 'approved' },
    });
    expect((await decided.json()).state).toBe(1);

    // The student's order shows the new time and the note, from and to.
    await page.goto(`/onmat/order_detail?orderNo=${orderNo}`);
    const note = detail.getByTestId('class-change');
    await expect(note).toHaveText(w.note);
    const [, from, to] = (await note.textContent())!.match(w.note)!;
    expect(from).not.toBe(to);
    expect(before).toContain(from);
    // The class time line is the new time.
    const lines = detail.getByTestId('order-item').getByTestId('order-meta');
    await expect(lines.filter({ hasText: to! })).toHaveCount(1);
    await expect(lines.filter({ hasText: from! })).toHaveCount(0);
    await expect(detail).toHaveAttribute('data-view', 'booked');

    // And on its card in the list.
    await page.goto('/onmat/order_list');
    const card = page.locator(`[data-testid="order-card"][data-order-no="${orderNo}"]`);
    await expect(card.getByTestId('class-change')).toHaveText(w.note);
  });
}
