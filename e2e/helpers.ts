import type { Page } from '@playwright/test';
import spec from '../spec/routes.json' with { type: 'json' };

export { spec };

/** Every sub-app's token key, as the registry names them (brand_[teacher_]token). */
export const tokenKeys: Record<string, string> = {
  '/suman': 'suman_token',
  '/teacher': 'suman_teacher_token',
  '/onmat/teacher': 'onmat_teacher_token',
  '/onmat': 'onmat_token',
  '/slim': 'slim_token',
  '/phala/teacher': 'phala_teacher_token',
  '/phala': 'phala_token',
  '/bay': 'yoga_bay_token',
  '/beaticam': 'beaticam_token',
  '/cycling': 'cycling_token',
};

/** Signs every sub-app in before any page script runs. */
export async function signInEverywhere(page: Page): Promise<void> {
  await page.addInitScript((keys: string[]) => {
    for (const k of keys) localStorage.setItem(k, `e2e-${k}-0123456789abcdef`);
  }, Object.values(tokenKeys));
}

export const concrete = (p: string) => p.replace(/:\w+/g, '42');
