/** The route's :id, or null when it is not a whole positive number (shown as not found, never requested). */
export const routeId = (raw: string | undefined): number | null =>
  raw && /^\d{1,9}$/.test(raw) && Number(raw) > 0 ? Number(raw) : null;
