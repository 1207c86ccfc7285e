import { withPiece, type CatalogLoader } from '@yoga/i18n';

/**
 * The words of the shell's occasional parts (the desktop frame, the account-switch notice, the
 * new-release prompt): their own catalog, fetched with them, so no first screen carries them.
 */
const extras: CatalogLoader = (locale) => import(`./locales/${locale}.po`);

/** Resolves with the part's module once its words are here too. */
export const withExtras = <T>(part: Promise<T>): Promise<T> => withPiece(part, extras);
