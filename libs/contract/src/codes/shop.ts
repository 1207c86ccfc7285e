/** The store's business codes (store, equipment, films, mat invite). */
export const SHOP_CODES = {
  /** The SKU has fewer units left than asked (someone bought the last one first). */
  soldOut: 4301,
  productNotFound: 4302,
  /** The address is missing, someone else's, or was deleted. */
  addressInvalid: 4303,
  quantityLimit: 4304,
  /** Review refused: not received, already reviewed, or the SKU is not in the order. */
  notReviewable: 4305,
  /** Receive refused: not shipped yet, or already received. */
  notReceivable: 4306,
  shipmentNotFound: 4307,
  inviteNotClaimable: 4308,
  /** The caller's unpaid orders already hold as many units as one user may (see UNPAID_HOLD_*). */
  holdLimit: 4309,
} as const;

/** At most this many of one SKU in one order. */
export const SHOP_QUANTITY_MAX = 99;
/** Units of one SKU one user may hold in unpaid store orders at once (stock is held for 15 minutes). */
export const UNPAID_HOLD_PER_SKU = 5;
/** Units across all SKUs one user may hold in unpaid store orders at once. */
export const UNPAID_HOLD_TOTAL = 20;
export const REVIEW_TEXT_MAX = 500;
export const REVIEW_PHOTOS_MAX = 9;
