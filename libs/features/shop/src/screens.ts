import { msg } from '@lingui/core/macro';
import { withCatalog, type CatalogLoader } from '@yoga/i18n';
import type { ScreenMap } from '@yoga/ui';

// The feature's own strings (npm run i18n:extract fills these catalogs) load beside its screens.
const catalog: CatalogLoader = (locale) => import(`./locales/${locale}.po`);

/** One module per screen, so each is its own chunk; apps wire `screen: shopScreens.list`. */
export const shopScreens = withCatalog(
  catalog,
  {
    store: () => import('./store-screen'),
    equipment: () => import('./equipment-screen'),
    filmList: () => import('./film-list-screen'),
    productDetail: () => import('./product-detail-screen'),
    filmDiscount: () => import('./film-discount-screen'),
    yogaMatPage: () => import('./yoga-mat-screen'),
    /** phala yoga_mat_invite: invite friends, claim a free mat. */
    matInvite: () => import('./mat-invite-screen'),
  } satisfies ScreenMap,
  {
    store: msg`商城`,
    equipment: msg`骑行装备`,
    filmList: msg`购买相纸`,
    productDetail: msg`商品详情`,
    filmDiscount: msg`相纸优惠`,
    yogaMatPage: msg`瑜伽垫`,
    matInvite: msg`瑜伽垫邀请`,
  },
);
