/**
 * The sub-apps with a purchase record (route product/record; slim shows shipments without one).
 * A list, not a look-up in @yoga/platform's routeTable: that table lives in the shell chunk and, read
 * at runtime, ships in full (about 4 KB gzipped) on every first screen. Its test keeps it equal.
 */
export const RECORD_PREFIXES: readonly string[] = ['/onmat', '/phala'];
