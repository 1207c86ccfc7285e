import type { EvaluationTag } from '@yoga/contract';

/** What the user has written so far; uploaded photos are kept by id, so they need no second upload. */
export interface EvaluationDraft {
  stars: number;
  tags: EvaluationTag[];
  text: string;
  photos: { id: string; url: string }[];
}

export const emptyDraft: EvaluationDraft = { stars: 0, tags: [], text: '', photos: [] };

/**
 * Session storage, per sub-app and order: a reload, or a login that expired on submit and came
 * back here, loses nothing; closing the tab forgets it.
 */
const key = (subApp: string, orderNo: string) => `orders:evaluation-draft:${subApp}:${orderNo}`;

export function readDraft(subApp: string, orderNo: string): EvaluationDraft {
  try {
    const raw = sessionStorage.getItem(key(subApp, orderNo));
    return raw ? { ...emptyDraft, ...(JSON.parse(raw) as Partial<EvaluationDraft>) } : emptyDraft;
  } catch {
    return emptyDraft;
  }
}

export function writeDraft(subApp: string, orderNo: string, d: EvaluationDraft): void {
  try {
    sessionStorage.setItem(key(subApp, orderNo), JSON.stringify(d));
  } catch {
    // Storage full or disabled (private mode): the form still works, only without the safety net.
  }
}

export const clearDraft = (subApp: string, orderNo: string) =>
  sessionStorage.removeItem(key(subApp, orderNo));
