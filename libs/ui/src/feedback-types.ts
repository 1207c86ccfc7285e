/** Shapes shared by the feedback API and its lazily loaded implementation. */
export interface ToastOptions {
  icon?: 'success' | 'fail' | 'loading';
  duration?: number;
}
export interface ConfirmOptions {
  title: string;
  message: string;
  ok: string;
  cancel: string;
}
export interface ActionSheetItem {
  key: string;
  text: string;
  description?: string;
}
