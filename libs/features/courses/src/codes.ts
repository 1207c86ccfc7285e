import type { COURSE_CODES as ContractCodes } from '@yoga/contract';

/**
 * The contract's business codes, restated here because screens import only types from the contract
 * (zod stays out of the bundle); `satisfies` fails the type check if the two ever differ.
 */
export const COURSE_CODES = {
  classFull: 4201,
  courseEnded: 4202,
  alreadyBought: 4203,
  couponUnusable: 4204,
  courseNotFound: 4205,
  freeFull: 4211,
  freeAlready: 4212,
} as const satisfies typeof ContractCodes;
