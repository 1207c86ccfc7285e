import type { Brand } from '@yoga/platform';
import './ui.css';

/** Brand colours are CSS variables keyed by a data attribute on <html>. */
export function applyBrandTheme(brand: Brand | 'public'): void {
  document.documentElement.dataset.brand = brand;
}
