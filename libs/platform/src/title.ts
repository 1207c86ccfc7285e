/** A blank character, so that hosts which show the URL for an empty title show nothing instead. */
export const BLANK_TITLE = '\u200b';

/**
 * Spec section 2: the route's translated title key if it has one, else its plain title, else a blank.
 * `translate` returns the translation of a key, or a falsy value when there is none.
 */
export function pageTitle(
  route: { titleKey?: string; title?: string } | undefined,
  translate: (key: string) => string | undefined,
): string {
  const translated = route?.titleKey ? translate(route.titleKey) : undefined;
  return translated || route?.title || BLANK_TITLE;
}
