// Spec section 9: the error reporter's constants.
export const MAX_EVENTS = 10;
export const MAX_BREADCRUMBS = 20;
export const MAX_BODY_CHARS = 40_000;
export const TRANSPORT_TIMEOUT_MS = 5000;
/** Spec section 8: HTTP requests slower than this are reported. */
export const SLOW_REQUEST_MS = 5000;
/** Not in the spec: a console line or rejection text can be huge; a breadcrumb is a hint, not a dump. */
export const MAX_CRUMB_CHARS = 1000;
