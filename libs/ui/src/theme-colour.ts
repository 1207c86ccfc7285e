/**
 * A colour of the kit's theme (a --y-* token of ui.css, the brand's where applyBrandTheme set it) as
 * the page has it, for what is painted outside CSS: a canvas poster. `or` where the page has no kit
 * stylesheet (a test's document).
 */
export function themeColour(token: `--y-${string}`, or = '#1f2329'): string {
  if (typeof document === 'undefined') return or;
  return getComputedStyle(document.documentElement).getPropertyValue(token).trim() || or;
}
