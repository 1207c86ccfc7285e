export {
  i18n,
  setCatalogLoader,
  activateLocale,
  loadFeatureCatalog,
  withCatalog,
  withPiece,
  type CatalogLoader,
} from './i18n';
export { activateTestLocale, testCatalogLoader } from './test-utils';
export type { MessageDescriptor } from '@lingui/core';
