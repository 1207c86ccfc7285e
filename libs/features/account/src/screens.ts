import type { ScreenMap } from '@yoga/ui';

/** One module per screen, so each is its own chunk. */
export const accountScreens = {
  studentInfo: () => import('./student-info-screen'),
} satisfies ScreenMap;
