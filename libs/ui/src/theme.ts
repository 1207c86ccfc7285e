import { brands, type BrandId } from '@yoga/platform';
import './ui.css';
import './parts.css';
import './interaction.css';
import './landing.css';
import './layout.css';
import './utilities.css';

/**
 * Paints the kit in a brand's colours: the CSS variables every screen reads come from the brand
 * record (one place to change a colour), and the browser's own chrome follows via theme-color.
 */
export function applyBrandTheme(brand: BrandId): void {
  const { primary, tint, onPrimary } = brands[brand];
  const root = document.documentElement;
  root.dataset.brand = brand;
  root.style.setProperty('--y-primary', primary);
  root.style.setProperty('--y-primary-tint', tint);
  root.style.setProperty('--y-primary-contrast', onPrimary);
  let meta = document.querySelector<HTMLMetaElement>('meta[name="theme-color"]');
  if (!meta) {
    meta = document.createElement('meta');
    meta.name = 'theme-color';
    document.head.append(meta);
  }
  meta.content = primary;
}
