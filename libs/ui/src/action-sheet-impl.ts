import './antd-setup';
import ActionSheet from 'antd-mobile/es/components/action-sheet';
import type { ActionSheetItem } from './feedback-types';

export function actionSheet(opts: {
  actions: ActionSheetItem[];
  cancelText: string;
}): Promise<string | null> {
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
