import { expect, type Page } from '@playwright/test';

/** A screenshot once the pictures have arrived and no toast covers the screen. */
export async function shot(page: Page, name: string) {
  // Only pictures on screen are waited for (lazy ones off screen never load), and not for long.
  await page
    .waitForFunction(
      () =>
        [...document.images]
          .filter((i) => {
            const r = i.getBoundingClientRect();
            return r.top < innerHeight && r.bottom > 0 && r.left < innerWidth && r.right > 0;
          })
          .every((i) => i.complete),
      null,
      { timeout: 5_000 },
    )
    .catch(() => undefined);
  await expect(page.locator('.adm-toast-mask')).toHaveCount(0, { timeout: 5_000 });
  await page.screenshot({ path: `/tmp/shots/${name}.png` });
}
