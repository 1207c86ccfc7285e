export { i18n, setCatalogLoader, activateLocale, type CatalogLoader } from './i18n';
export { activateTestLocale } from './test-utils';
export type { MessageDescriptor } from '@lingui/core';
