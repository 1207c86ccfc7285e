/**
 * Toast, dialog and action sheet. The antd-mobile parts (and their animation stack) arrive in their
 * own chunk the first time one is shown, so the first screen does not pay for them.
 */
import type { ActionSheetItem, ConfirmOptions, ToastOptions } from './feedback-types';

export type { ActionSheetItem, ConfirmOptions, ToastOptions };

// One chunk per kind: a toast (the request layer's error message) should not bring the sheets'
// gesture and spring code along.
const toastImpl = () => import('./toast-impl');
const dialogImpl = () => import('./dialog-impl');
const sheetImpl = () => import('./action-sheet-impl');

export function showToast(message: string, opts?: ToastOptions): Promise<void> {
  return toastImpl().then((m) => m.toast(message, opts));
}

export function clearToast(): Promise<void> {
  return toastImpl().then((m) => m.clearToast());
}

export function confirmDialog(opts: ConfirmOptions): Promise<boolean> {
  return dialogImpl().then((m) => m.confirm(opts));
}

/** Resolves with the chosen action's key, or null when cancelled. */
export function showActionSheet(actions: ActionSheetItem[], cancelText: string): Promise<string | null> {
  return sheetImpl().then((m) => m.actionSheet({ actions, cancelText }));
}
