export {
  i18n,
  setCatalogLoader,
  activateLocale,
  loadFeatureCatalog,
  withCatalog,
  type CatalogLoader,
} from './i18n';
export { activateTestLocale, testCatalogLoader } from './test-utils';
export type { MessageDescriptor } from '@lingui/core';
