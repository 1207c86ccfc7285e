import type { VIP_CODES as ContractCodes } from '@yoga/contract';

/**
 * The contract's business codes, restated here because screens import only types from the contract
 * (zod stays out of the bundle); `satisfies` fails the type check if the two ever differ.
 */
export const VIP_CODES = {
  planNotFound: 4301,
  teacherNotFound: 4302,
  agreementRequired: 4303,
  cardNotFound: 4304,
  cardNotActivatable: 4305,
  cardActiveExists: 4306,
  depositTargetNotFound: 4307,
  depositAlreadyPaid: 4308,
} as const satisfies typeof ContractCodes;
