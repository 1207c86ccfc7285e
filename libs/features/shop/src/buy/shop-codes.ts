import type { SHOP_CODES as ContractCodes, SHOP_QUANTITY_MAX as ContractMax } from '@yoga/contract';

/**
 * SHOP_CODES and SHOP_QUANTITY_MAX of libs/contract/src/shop.ts, restated because screens import only
 * types from the contract (zod stays out of the bundle); `satisfies` fails the type check if they differ.
 */
export const SHOP_CODES = {
  soldOut: 4301,
  productNotFound: 4302,
  addressInvalid: 4303,
  quantityLimit: 4304,
  notReviewable: 4305,
  notReceivable: 4306,
  shipmentNotFound: 4307,
  inviteNotClaimable: 4308,
} as const satisfies typeof ContractCodes;

export const QUANTITY_MAX = 99 satisfies typeof ContractMax;
