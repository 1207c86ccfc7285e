import type { SubAppId } from '@yoga/platform';

/**
 * The student's membership cards: listed on my_vip and counted where the account's holdings are
 * summed up (the deletion page), so both read one query and cannot disagree. Under the VIP domain's
 * root (['vip', subApp]), so a purchase that invalidates the domain refreshes the cards too.
 */
export const vipCardKeys = {
  /** The VIP domain's root: a membership granted elsewhere (a gift card) marks all of it stale. */
  all: (subApp: SubAppId) => ['vip', subApp] as const,
  list: (subApp: SubAppId) => [...vipCardKeys.all(subApp), 'cards'] as const,
};
