import type { EvaluationTag } from '@yoga/contract';
import { EVALUATION_PHOTOS_MAX as PHOTOS_MAX, EVALUATION_TEXT_MAX as TEXT_MAX } from '@yoga/contract/codes';
import { tagLabels } from './tag-labels';

/** What the user has written so far; uploaded photos are kept by id, so they need no second upload. */
export interface EvaluationDraft {
  stars: number;
  tags: EvaluationTag[];
  text: string;
  photos: { id: string; url: string }[];
}

export const emptyDraft: EvaluationDraft = { stars: 0, tags: [], text: '', photos: [] };

/**
 * Kept by the kit's useSessionDraft for the tab, per sub-app and order: a reload, or a login that
 * expired on submit and came back here, loses nothing; closing the tab forgets it.
 */
export const evaluationDraftKey = (subApp: string, orderNo: string) =>
  `orders:evaluation-draft:${subApp}:${orderNo}`;

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;
const TAGS: readonly unknown[] = Object.keys(tagLabels);
const isTag = (t: unknown): t is EvaluationTag => TAGS.includes(t);
const isPhoto = (p: unknown): p is EvaluationDraft['photos'][number] =>
  isObject(p) && typeof p.id === 'string' && /^[a-f0-9]{32}$/.test(p.id) && typeof p.url === 'string';

/**
 * A kept draft, field by field: one from an older version lacks a field (it starts empty), one edited
 * by hand loses what is not of its kind, so nothing the form or the server cannot take comes back.
 */
export function parseDraft(v: unknown): EvaluationDraft | null {
  if (!isObject(v)) return null;
  const stars = Number.isInteger(v.stars) && (v.stars as number) >= 0 && (v.stars as number) <= 5;
  return {
    stars: stars ? (v.stars as number) : 0,
    tags: Array.isArray(v.tags) ? [...new Set(v.tags.filter(isTag))] : [],
    text: typeof v.text === 'string' ? v.text.slice(0, TEXT_MAX) : '',
    photos: Array.isArray(v.photos)
      ? v.photos
          .filter(isPhoto)
          .map(({ id, url }) => ({ id, url }))
          .slice(0, PHOTOS_MAX)
      : [],
  };
}
