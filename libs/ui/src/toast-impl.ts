import './antd-setup';
import Toast from 'antd-mobile/es/components/toast';
import './toast.css';
import type { ToastOptions } from './feedback-types';

export function toast(message: string, opts: ToastOptions = {}): void {
  Toast.show({ content: message, icon: opts.icon, duration: opts.duration ?? 2000, position: 'center' });
}

export function clearToast(): void {
  Toast.clear();
}
