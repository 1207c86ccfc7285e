import { test as base } from '@playwright/test';

export { expect } from '@playwright/test';

/**
 * The specs that show dates take `test` from here. In the late-night run (playwright.late.config.ts,
 * issue 29) `clockFrom` names the stand-in's health, which answers its clock (started at 23:50 China
 * time by DEV_API_NOW): each page's clock starts there too, so the browser and the stand-in agree on
 * what "today" is; both then run on in real time. Unset (every other run): the machine's clock.
 */
export const test = base.extend<{ clockFrom: string | undefined; standInClock: void }>({
  clockFrom: [undefined, { option: true }],
  standInClock: [
    async ({ page, clockFrom }, use) => {
      if (clockFrom) {
        const health = (await (await fetch(clockFrom)).json()) as { data: { now: string } };
        await page.clock.install({ time: health.data.now });
      }
      await use();
    },
    { auto: true },
  ],
});
