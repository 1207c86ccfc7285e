import { msg } from '@lingui/core/macro';
import { withCatalog, type CatalogLoader } from '@yoga/i18n';
import type { ScreenMap } from '@yoga/ui';

// The feature's own strings (npm run i18n:extract fills these catalogs) load beside its screens.
const catalog: CatalogLoader = (locale) => import(`./locales/${locale}.po`);

/** One module per screen, so each is its own chunk; apps wire `screen: giftCardsScreens.redeem` / `.success`. */
export const giftCardsScreens = withCatalog(
  catalog,
  {
    redeem: () => import('./gift-card-redeem-screen'),
    success: () => import('./gift-card-redeem-success-screen'),
  } satisfies ScreenMap,
  {
    redeem: msg`礼品卡兑换`,
    success: msg`兑换成功`,
  },
);
