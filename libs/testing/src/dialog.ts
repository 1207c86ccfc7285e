import { expect } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

/**
 * Answers the kit's confirm dialog as the user does: waits for it, taps the named button, and waits
 * for it to close. Returns the dialog's text, for a test that checks what it asked.
 */
export async function answerDialog(user: UserEvent, button: string): Promise<string> {
  const dialog = await screen.findByRole('dialog', {}, { timeout: 4000 });
  const text = dialog.textContent ?? '';
  await user.click(within(dialog).getByRole('button', { name: button }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  return text;
}
