import './antd-setup';
import DatePicker from 'antd-mobile/es/components/date-picker';
import type { DatePickOptions } from './date-picker';

export function pickDate(opts: DatePickOptions): Promise<Date | null> {
  return DatePicker.prompt({
    title: opts.title,
    confirmText: opts.confirmText,
    cancelText: opts.cancelText,
    min: opts.min,
    max: opts.max,
    defaultValue: opts.value ?? opts.max,
    precision: 'day',
  });
}
