import { msg } from '@lingui/core/macro';
import { withCatalog, type CatalogLoader } from '@yoga/i18n';
import type { ScreenMap } from '@yoga/ui';

// The feature's strings, with those of @yoga/address (lingui.config.ts featureLibs), load beside its screens.
const catalog: CatalogLoader = (locale) => import(`./locales/${locale}.po`);

/** One module per screen, so each is its own chunk; apps wire `screen: addressScreens.list`. */
export const addressScreens = withCatalog(
  catalog,
  {
    /** address/list[?select=1&back=<path>]: the address book, or choosing one for an order. */
    list: () => import('./address-list-screen'),
    /** address/edit[?id=][&select=1&back=]: edit one, or add one (and choose it in choose mode). */
    edit: () => import('./address-edit-screen'),
  } satisfies ScreenMap,
  {
    list: msg`收货地址`,
    edit: msg`编辑地址`,
  },
);
