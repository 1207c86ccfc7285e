import { REVIEW_PHOTOS_MAX as PHOTOS_MAX, REVIEW_TEXT_MAX as TEXT_MAX } from '@yoga/contract/codes';

export interface DraftPhoto {
  id: string;
  url: string;
}
export interface ItemDraft {
  stars: number;
  text: string;
  photos: DraftPhoto[];
}
/** What the shopper has written for one order so far, by SKU id; uploaded photos are kept by id. */
export interface ReviewDraft {
  items: Record<string, ItemDraft>;
  anonymous: boolean;
}

export const emptyItem: ItemDraft = { stars: 0, text: '', photos: [] };
export const emptyDraft = (): ReviewDraft => ({ items: {}, anonymous: false });

/**
 * Kept on the device by the kit's useSessionDraft, per sub-app and order: the shopper may leave to find
 * a photo and come back days later; a login that expired on submit comes back with everything filled in.
 */
export const reviewDraftKey = (subApp: string, orderNo: string) =>
  `shop-orders:review-draft:${subApp}:${orderNo}`;

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;
const isPhoto = (p: unknown): p is DraftPhoto =>
  isObject(p) && typeof p.id === 'string' && /^[a-f0-9]{32}$/.test(p.id) && typeof p.url === 'string';
const isItem = (v: unknown): v is ItemDraft =>
  isObject(v) &&
  Number.isInteger(v.stars) &&
  (v.stars as number) >= 0 &&
  (v.stars as number) <= 5 &&
  typeof v.text === 'string' &&
  Array.isArray(v.photos) &&
  v.photos.every(isPhoto);

/** A draft written by an older version or edited by hand is dropped whole, never half-trusted. */
export function parseDraft(v: unknown): ReviewDraft | null {
  if (!isObject(v) || typeof v.anonymous !== 'boolean' || !isObject(v.items)) return null;
  const entries = Object.entries(v.items);
  if (!entries.every(([k, item]) => /^\d+$/.test(k) && isItem(item))) return null;
  const items = Object.fromEntries(
    entries.map(([k, item]) => {
      const it = item as ItemDraft;
      return [
        k,
        { stars: it.stars, text: it.text.slice(0, TEXT_MAX), photos: it.photos.slice(0, PHOTOS_MAX) },
      ];
    }),
  );
  return { items, anonymous: v.anonymous };
}

/** A draft with nothing in it is no draft. */
export const isEmptyDraft = (d: ReviewDraft): boolean =>
  !d.anonymous && Object.values(d.items).every((i) => !i.stars && !i.text && !i.photos.length);
