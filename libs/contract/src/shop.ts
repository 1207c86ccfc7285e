import { z } from 'zod';
import { msg, page, pageQuery, subAppId, type Endpoint } from './common';
import { pointsToUse } from './points';
import { orderNo, orderState } from './orders';
import { shippingAddress } from './address';
import { SHOP_QUANTITY_MAX, REVIEW_TEXT_MAX, REVIEW_PHOTOS_MAX } from './codes/shop';
// Plain values live in ./codes (the zod-free `@yoga/contract/codes` entry); re-exported for the server.
export { SHOP_CODES, SHOP_QUANTITY_MAX, REVIEW_TEXT_MAX, REVIEW_PHOTOS_MAX } from './codes/shop';

/**
 * The store of onmat and phala, cycling's equipment and beaticam's film packs: one catalogue of SPUs
 * (a product) with SKUs (one colour and size of it, with its own price and stock). Store orders are
 * orders of kind `store` (paid through the one cashier); their shipments, tracking and reviews live
 * here. Money is fen; times are ISO strings. Catalogue text (titles, specs, categories, banners,
 * tags) comes in the caller's `Language`, the merchant's Chinese where it has no English; a search
 * matches either language. A store order's `refId` in the orders table is its SPU id; `detail`
 * carries skuId, quantity and specText.
 */

const id = z.number().int().positive();
const count = z.number().int().min(0);
const fen = z.number().int().min(0);
const idText = z
  .string(msg('invalid_params'))
  .regex(/^\d{1,9}$/, msg('invalid_params'))
  .transform(Number);

export const productKind = z.enum(['goods', 'equipment', 'film']);
export const shopCategory = z.object({ id, name: z.string(), icon: z.string() });
/** `link` is a product path inside the sub-app (e.g. product/detail/3) or '' for none. */
export const shopBanner = z.object({ id, image: z.string(), title: z.string(), link: z.string() });
export const shopHome = z.object({
  banners: z.array(shopBanner),
  categories: z.array(shopCategory),
  /** The mat yoga_mat_page sells (onmat, phala), or null. */
  yogaMatSpuId: id.nullable(),
});

/** e.g. { name: '颜色', value: '雾霾蓝' }, in the order of the product's specNames. */
export const skuSpec = z.object({ name: z.string(), value: z.string() });
export const sku = z.object({
  id,
  specs: z.array(skuSpec),
  price: fen,
  /** The price for a VIP member, or null when the SKU has none. */
  memberPrice: fen.nullable(),
  /** Units that can still be bought: stock less units held by pending and paid orders. */
  stock: count,
  image: z.string(),
});
export const productSummary = z.object({
  spuId: id,
  kind: productKind,
  categoryId: id,
  title: z.string(),
  subtitle: z.string(),
  cover: z.string(),
  /** The lowest SKU price; originalPrice is the list price before the shop's discount. */
  price: fen,
  memberPrice: fen.nullable(),
  originalPrice: fen,
  sales: count,
  soldOut: z.boolean(),
  tags: z.array(z.string()),
});
export const productReview = z.object({
  id,
  /** Masked (e.g. 李**) or 匿名用户. */
  author: z.string(),
  stars: z.number().int().min(1).max(5),
  text: z.string(),
  specText: z.string(),
  photos: z.array(z.object({ id: z.string(), url: z.string() })),
  createdAt: z.string(),
});
export const reviewSummary = z.object({
  count,
  /** 0 with no reviews. */
  average: z.number().min(0).max(5),
  /** Percent of 4 and 5 stars, 0-100. */
  goodRate: z.number().int().min(0).max(100),
  recent: z.array(productReview).max(3),
});
export const productDetail = productSummary.extend({
  images: z.array(z.string()).min(1),
  /** The spec dimensions a SKU is picked by, e.g. ['颜色', '厚度']; [] for a single-SKU product. */
  specNames: z.array(z.string()),
  skus: z.array(sku).min(1),
  /** A parameter table (an equipment's frame, weight, gears; a film's format): may be empty. */
  params: z.array(z.object({ name: z.string(), value: z.string() })),
  description: z.array(z.string()),
  /** e.g. 全场包邮 · 48 小时内发货. */
  shippingNote: z.string(),
  freight: fen,
  /** The end of a limited-time price (film_discount counts down to it), or null. */
  promoEndsAt: z.string().nullable(),
  /** True when the signed-in caller holds an active VIP card here (member prices apply to them). */
  isMember: z.boolean(),
  reviews: reviewSummary,
});
export const productListQuery = pageQuery.extend({
  subApp: subAppId,
  kind: productKind.optional(),
  categoryId: idText.optional(),
  q: z.string().trim().max(30, msg('invalid_params')).optional(),
});
export const productQuery = z.object({ subApp: subAppId });

/** to-pay, to-ship (paid), shipped, received, reviewed; closed = cancelled, expired or refunded. */
export const storeOrderStatus = z.enum(['to-pay', 'to-ship', 'shipped', 'received', 'reviewed', 'closed']);
export const storeOrderItem = z.object({
  spuId: id,
  skuId: id,
  title: z.string(),
  /** The SKU's spec values joined, e.g. 雾霾蓝 / 6mm. */
  specText: z.string(),
  cover: z.string(),
  price: fen,
  quantity: z.number().int().min(1),
  reviewed: z.boolean(),
});
export const storeOrder = z.object({
  orderNo: z.string(),
  subApp: subAppId,
  status: storeOrderStatus,
  state: orderState,
  /** Goods plus freight, what is paid. */
  amount: fen,
  goodsAmount: fen,
  freight: fen,
  remark: z.string(),
  createdAt: z.string(),
  payDeadline: z.string(),
  paidAt: z.string().nullable(),
  receivedAt: z.string().nullable(),
  items: z.array(storeOrderItem).min(1),
  address: shippingAddress,
  /** The post order (shipment) once the goods left the warehouse. */
  shipmentId: id.nullable(),
});
export const storeOrderPage = page(storeOrder);
export const storeOrderListQuery = pageQuery.extend({
  subApp: subAppId,
  status: storeOrderStatus.optional(),
});
export const storeOrderRequest = z.object({
  skuId: id,
  quantity: z
    .number(msg('invalid_params'))
    .int(msg('invalid_params'))
    .min(1, msg('invalid_params'))
    .max(SHOP_QUANTITY_MAX, msg('invalid_params')),
  addressId: id,
  remark: z.string().trim().max(100, msg('invalid_params')).default(''),
  points: pointsToUse,
  /** A store coupon of the caller's; the server computes its cut on the goods. */
  couponId: id.nullable().optional(),
});

export const trackingEvent = z.object({ time: z.string(), text: z.string(), place: z.string() });
export const shipment = z.object({
  id,
  orderNo: z.string(),
  carrier: z.string(),
  carrierPhone: z.string(),
  trackingNo: z.string(),
  status: z.enum(['in-transit', 'delivering', 'delivered']),
  shippedAt: z.string(),
  /** Newest first. */
  events: z.array(trackingEvent).min(1),
  items: z.array(storeOrderItem).min(1),
  address: shippingAddress,
});

export const reviewRequest = z.object({
  orderNo,
  items: z
    .array(
      z.object({
        skuId: id,
        stars: z.number().int().min(1).max(5),
        text: z.string().trim().max(REVIEW_TEXT_MAX).default(''),
        photoIds: z
          .array(z.string().regex(/^[a-f0-9]{32}$/))
          .max(REVIEW_PHOTOS_MAX)
          .default([]),
      }),
    )
    .min(1),
  anonymous: z.boolean().default(false),
});
export const reviewResult = z.object({ orderNo: z.string(), reviews: z.array(productReview) });

/** phala's yoga_mat_invite: invite `goal` friends who sign up, then claim the mat (a free store order). */
export const matInvite = z.object({
  spuId: id,
  title: z.string(),
  cover: z.string(),
  goal: z.number().int().positive(),
  invited: count,
  state: z.enum(['in-progress', 'claimable', 'claimed']),
  inviteCode: z.string(),
  /** Same-origin path a friend opens (the sub-app's login with the code). */
  sharePath: z.string(),
  invitees: z.array(z.object({ name: z.string(), joinedAt: z.string() })),
  /** The free order once claimed. */
  orderNo: z.string().nullable(),
  endsAt: z.string(),
});
export const matInviteClaimRequest = z.object({ addressId: id });

export type ProductKind = z.infer<typeof productKind>;
export type ShopCategory = z.infer<typeof shopCategory>;
export type ShopBanner = z.infer<typeof shopBanner>;
export type ShopHome = z.infer<typeof shopHome>;
export type Sku = z.infer<typeof sku>;
export type SkuSpec = z.infer<typeof skuSpec>;
export type ProductSummary = z.infer<typeof productSummary>;
export type ProductDetail = z.infer<typeof productDetail>;
export type ProductReview = z.infer<typeof productReview>;
export type ReviewSummary = z.infer<typeof reviewSummary>;
export type StoreOrderStatus = z.infer<typeof storeOrderStatus>;
export type StoreOrderItem = z.infer<typeof storeOrderItem>;
export type StoreOrder = z.infer<typeof storeOrder>;
export type StoreOrderPage = z.infer<typeof storeOrderPage>;
export type StoreOrderRequest = z.input<typeof storeOrderRequest>;
export type TrackingEvent = z.infer<typeof trackingEvent>;
export type Shipment = z.infer<typeof shipment>;
export type ReviewRequest = z.input<typeof reviewRequest>;
export type ReviewResult = z.infer<typeof reviewResult>;
export type MatInvite = z.infer<typeof matInvite>;

const token = 'AUTHORIZE_TOKEN (403)';
const optional = 'optional AUTHORIZE_TOKEN';
export const shopEndpoints: Endpoint[] = [
  {
    method: 'GET',
    path: '/api/shop/home?subApp=&kind=',
    auth: optional,
    request: null,
    response: shopHome,
    about: 'Banners and categories of the sub-app’s shop (kind: goods, equipment or film).',
  },
  {
    method: 'GET',
    path: '/api/shop/products?subApp=&kind=&categoryId=&q=&page=&pageSize=',
    auth: optional,
    request: null,
    response: page(productSummary),
    about:
      'Products on sale in the sub-app, best sellers first; q matches titles, subtitles and tags in Chinese or English (any case); sold-out ones last. Catalogue text comes in the caller’s Language.',
  },
  {
    method: 'GET',
    path: '/api/shop/products/:spuId?subApp=',
    auth: optional,
    request: null,
    response: productDetail,
    about: 'One product with its SKUs (stock per SKU), parameters, shipping note and review summary.',
  },
  {
    method: 'GET',
    path: '/api/shop/products/:spuId/reviews?subApp=&page=&pageSize=',
    auth: optional,
    request: null,
    response: page(productReview),
    about: 'Reviews of one product, newest first.',
  },
  {
    method: 'POST',
    path: '/api/shop/orders?subApp=',
    auth: token,
    request: storeOrderRequest,
    response: storeOrder,
    about:
      'Buy now: a pending store order for one SKU, holding its units for the 15-minute pay window. 4301 when fewer are left (two buyers of the last unit: one wins), 4303 for a bad address.',
  },
  {
    method: 'GET',
    path: '/api/shop/orders?subApp=&status=&page=&pageSize=',
    auth: token,
    request: null,
    response: storeOrderPage,
    about: 'The caller’s store orders in this sub-app, newest first; status filters.',
  },
  {
    method: 'GET',
    path: '/api/shop/orders/:orderNo?subApp=',
    auth: token,
    request: null,
    response: storeOrder,
    about: 'One store order of the caller (404 otherwise).',
  },
  {
    method: 'POST',
    path: '/api/shop/orders/:orderNo/receive?subApp=',
    auth: token,
    request: null,
    response: storeOrder,
    about: 'Confirm receipt: shipped -> received. 4306 otherwise.',
  },
  {
    method: 'GET',
    path: '/api/shop/shipments/:id?subApp=',
    auth: token,
    request: null,
    response: shipment,
    about:
      'A post order: carrier, tracking number, tracking events (newest first) and items. 4307 if not the caller’s.',
  },
  {
    method: 'POST',
    path: '/api/shop/reviews?subApp=',
    auth: token,
    request: reviewRequest,
    response: reviewResult,
    about:
      'Review the items of a received order (stars, text, up to 9 photos uploaded through /api/uploads). 4305 when not reviewable.',
  },
  {
    method: 'GET',
    path: '/api/shop/mat-invite?subApp=',
    auth: token,
    request: null,
    response: matInvite,
    about:
      'The caller’s invite-for-a-mat progress: goal, friends who joined, claim state. A friend counts only ' +
      'when their account was made by a sign-in with a verified SMS code through the share link, on the ' +
      'code’s sub-app, from a client (address) no other counted friend of this code signed up from, and ' +
      'while that client has made fewer than 3 counted friends (of any code) in the last 24 hours.',
  },
  {
    method: 'POST',
    path: '/api/shop/mat-invite/claim?subApp=',
    auth: token,
    request: matInviteClaimRequest,
    response: matInvite,
    about: 'Claim the mat once the goal is reached: a free store order to the address. 4308 otherwise.',
  },
];

/** Development-only: the units of a SKU left to buy (the e2e race test leaves exactly one). */
export const devShopStockRequest = z.object({ skuId: id, stock: z.number().int().min(0).max(1_000_000) });
