/**
 * A wheel date picker in a bottom sheet. antd-mobile's picker arrives in its own chunk the first time
 * one is opened, so a form's first screen does not pay for it (the same way feedback.ts loads Toast).
 */
export interface DatePickOptions {
  title: string;
  confirmText: string;
  cancelText: string;
  min: Date;
  max: Date;
  /** The day shown first; `max` when none. */
  value?: Date | null;
}

const pickerImpl = () => import('./date-picker-impl');

/** Resolves with the chosen day (local midnight), or null when cancelled. */
export function pickDate(opts: DatePickOptions): Promise<Date | null> {
  return pickerImpl().then((m) => m.pickDate(opts));
}
