import './antd-setup';
import Dialog from 'antd-mobile/es/components/dialog';
import type { ConfirmOptions } from './feedback-types';

export function confirm(opts: ConfirmOptions): Promise<boolean> {
  return Dialog.confirm({
    title: opts.title,
    content: opts.message,
    confirmText: opts.ok,
    cancelText: opts.cancel,
  });
}
