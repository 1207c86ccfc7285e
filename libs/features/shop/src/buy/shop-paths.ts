import { link, type SubApp } from '@yoga/platform';

/** onmat and phala have address pages, a service page and the shared cashier; the others do not. */
const hasStorePages = (sub: SubApp) => sub.brand === 'onmat' || sub.brand === 'phala';

/** The customer-service page, or null where the sub-app has none. */
export const servicePath = (sub: SubApp): string | null => (hasStorePages(sub) ? link(sub, 'service') : null);

/** Whether addresses are chosen on the address pages (else in a sheet inside the order). */
export const usesAddressPages = hasStorePages;

/** The address pages in select mode, returning to `back` (this page with its buy state); the list ticks `chosen`. */
export function addressPagePath(sub: SubApp, page: 'list' | 'edit', back: string, chosen?: number): string {
  // The editor opens only when there is no address yet, so nothing is ticked there.
  return page === 'list'
    ? link(sub, 'address/list', { select: 1, back, chosen: chosen || null })
    : link(sub, 'address/edit', { select: 1, back });
}

/** The store home (the way out of a not-found product). */
export function storePath(sub: SubApp): string {
  // cycling's and beaticam's homes are their equipment and film lists.
  return hasStorePages(sub) ? link(sub, 'store') : sub.home;
}
