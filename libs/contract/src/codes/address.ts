export const ADDRESS_CODES = {
  /** Unknown, deleted, or someone else's. */
  addressNotFound: 4501,
  addressLimit: 4502,
} as const;

/** Addresses one user keeps in one sub-app. */
export const ADDRESS_MAX = 20;
