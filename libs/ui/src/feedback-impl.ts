import './antd-setup';
import Toast from 'antd-mobile/es/components/toast';
import Dialog from 'antd-mobile/es/components/dialog';
import ActionSheet from 'antd-mobile/es/components/action-sheet';
import type { ActionSheetItem, ConfirmOptions, ToastOptions } from './feedback-types';

export function toast(message: string, opts: ToastOptions = {}): void {
  Toast.show({ content: message, icon: opts.icon, duration: opts.duration ?? 2000, position: 'center' });
}

export function clearToast(): void {
  Toast.clear();
}

export function confirm(opts: ConfirmOptions): Promise<boolean> {
  return Dialog.confirm({
    title: opts.title,
    content: opts.message,
    confirmText: opts.ok,
    cancelText: opts.cancel,
  });
}

export function actionSheet(opts: { actions: ActionSheetItem[]; cancelText: string }): Promise<string | null> {
  // Settle on the tap itself, not after the closing animation: a backgrounded tab may never animate.
  return new Promise((resolve) => {
    ActionSheet.show({
      actions: opts.actions.map((a) => ({ key: a.key, text: a.text, description: a.description })),
      cancelText: opts.cancelText,
      closeOnAction: true,
      onAction: (a) => resolve(String(a.key)),
      onClose: () => resolve(null),
    });
  });
}
