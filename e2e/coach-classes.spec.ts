import { expect, test } from './clock';
import { attemptPhone, signInByApi } from './auth';

const words = {
  zh: {
    yin: '阴瑜伽',
    soon: '私教课 · 体式精修',
    newTime: '改时间',
    date: '新的日期',
    reason: '原因',
    submitTime: '提交新时间',
    pending: '待审核',
    submitCancel: '提交取消申请',
    refused: /已过取消截止时间（(.+)），不能再取消这节课/,
    phone: '13755100000',
  },
  en: {
    yin: 'Yin Yoga',
    soon: 'Private: alignment',
    newTime: 'Change time',
    date: 'New date',
    reason: 'Reason',
    submitTime: 'Submit new time',
    pending: 'Pending',
    submitCancel: 'Submit cancellation',
    refused: /The cancellation deadline \((.+)\) has passed/,
    phone: '13755100100',
  },
};

for (const lng of ['zh', 'en'] as const) {
  test(`a coach proposes a new class time and sees it pending; a cancel after the deadline is refused with the deadline (${lng})`, async ({
    page,
  }, info) => {
    const w = words[lng];
    // A new coach each attempt, with a starter schedule of their own: no one else's classes change.
    const phone = attemptPhone(w.phone, info);
    if (lng === 'en') await page.addInitScript((k) => localStorage.setItem(k, 'en'), 'lng');
    await signInByApi(page, 'onmat-teacher', phone);
    const seeded = await page.request.post('/__dev/coach-classes/schedule', {
      data: { subApp: 'onmat-teacher', phone },
    });
    expect((await seeded.json()).state).toBe(1);

    // My week, today first; from Yin Yoga's card to proposing a new time for it.
    await page.goto('/onmat/teacher/class_info');
    const yin = page.getByTestId('coach-class').filter({ hasText: w.yin });
    await expect(yin).toBeVisible();
    await yin.getByRole('link', { name: w.newTime }).click();
    await expect(page).toHaveURL((u) => u.pathname === '/onmat/teacher/change_class_time');
    const date = page.getByLabel(w.date);
    const day = await date.inputValue();
    const next = new Date(Date.parse(`${day}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    await date.fill(next);
    await page
      .getByLabel(w.reason)
      .fill(lng === 'zh' ? '场地维护，改到第二天' : 'Studio repairs, the next day');
    await page.getByRole('button', { name: w.submitTime }).click();
    const mine = page.getByTestId('coach-request').filter({ hasText: w.yin }).first();
    await expect(mine.getByTestId('request-state')).toHaveText(w.pending);
    await expect(mine.getByTestId('new-time')).toBeVisible();
    // The class shows its pending change on my week too.
    await page.goto('/onmat/teacher/class_info');
    await expect(page.getByTestId('coach-class').filter({ hasText: w.yin })).toContainText(w.pending);

    // The private class starts in about three hours: past its 24-hour cancel deadline.
    await page.goto('/onmat/teacher/cancel_class');
    const select = page.getByTestId('request-form').getByRole('combobox');
    const value = await select.locator('option', { hasText: w.soon }).getAttribute('value');
    await select.selectOption(value!);
    await page.getByLabel(w.reason).fill(lng === 'zh' ? '身体不适' : 'Unwell');
    await page.getByRole('button', { name: w.submitCancel }).click();
    const alert = page.getByRole('alert');
    await expect(alert).toHaveText(w.refused);
    const shown = (await alert.textContent())!.match(w.refused)![1]!;
    await expect(page.getByTestId('cancel-deadline')).toContainText(shown);
  });
}
