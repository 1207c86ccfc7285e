import { vi } from 'vitest';

/** The kit's toast and dialog, recorded instead of drawn (what a screen says is what the test checks). */
export const mockUi = async (real: () => Promise<typeof import('@yoga/ui')>) => ({
  ...(await real()),
  showToast: vi.fn(async () => {}),
  confirmDialog: vi.fn(async () => true),
});
