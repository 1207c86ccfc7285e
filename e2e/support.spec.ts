import { expect, test } from '@playwright/test';

const words = {
  zh: {
    service: '客服',
    copy: '复制客服微信号',
    copied: '客服微信号已复制',
    all: '全部问题',
    search: '搜索常见问题',
    term: '退款',
    question: '退款多久到账？',
    helpful: /^有帮助/,
    thanks: '感谢你的反馈',
  },
  en: {
    service: 'Service',
    copy: 'Copy the service chat ID',
    copied: 'Chat ID copied',
    all: 'All questions',
    search: 'Search the FAQ',
    // upper case: the server matches case-insensitively (and each language votes on its own question:
    // the two run side by side and count on one server)
    term: 'PAUSE',
    question: 'Can I pause my membership?',
    helpful: /^Helpful/,
    thanks: 'Thanks for your feedback',
  },
};

for (const lng of ['zh', 'en'] as const) {
  test(`reach service from a product, copy the chat id, search the FAQ and mark an answer helpful (${lng})`, async ({
    page,
    context,
  }) => {
    const w = words[lng];
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    if (lng === 'en') await page.addInitScript((k) => localStorage.setItem(k, 'en'), 'lng');

    // A product's bottom bar leads to the brand's service page.
    await page.goto('/onmat/product/detail/1');
    await page.getByRole('link', { name: w.service, exact: true }).click();
    await expect(page).toHaveURL((u) => u.pathname === '/onmat/service');
    const service = page.getByTestId('service');
    await expect(service.getByRole('link', { name: /400-820-1001/ })).toHaveAttribute(
      'href',
      'tel:4008201001',
    );
    await expect(page.getByTestId('service-status')).not.toBeEmpty();
    await service.getByRole('button', { name: w.copy }).click();
    await expect(page.getByText(w.copied)).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('onmat_service');

    // slim's service leads to its FAQ, searched on the server.
    await page.goto('/slim/service');
    await page.getByRole('link', { name: w.all }).click();
    await expect(page).toHaveURL((u) => u.pathname === '/slim/faq');
    await page.getByRole('searchbox', { name: w.search }).fill(w.term);
    await expect(page).toHaveURL((u) => u.searchParams.get('q') === w.term);
    const list = page.getByTestId('faq-list');
    await expect(list.getByRole('listitem')).toHaveCount(1);
    await list.getByRole('link', { name: w.question }).click();

    await expect(page).toHaveURL((u) => u.pathname === '/slim/faq_details');
    const detail = page.getByTestId('faq-detail');
    await expect(detail.getByRole('heading', { name: w.question })).toBeVisible();
    const count = page.getByTestId('helpful-count');
    const before = Number((await count.textContent())!.match(/\d+/)![0]);
    await page.getByRole('button', { name: w.helpful }).click();
    await expect(page.getByText(w.thanks)).toBeVisible();
    await expect(count).toContainText(String(before + 1));
    await expect(page.getByRole('button', { name: w.helpful })).toBeDisabled();

    // Said once: after a reload this device's answer is still recorded and the count unchanged.
    await page.reload();
    await expect(page.getByText(w.thanks)).toBeVisible();
    await expect(count).toContainText(String(before + 1));
  });
}
