import { safeGet, safeRemove, safeSet, tabStore } from '@yoga/session';
import { DEFAULT_AREA } from './area';

/**
 * What the user typed survives a reload, a trip to the SMS app or to the agreement pages: phone,
 * area and whether the terms are ticked (the code itself is not kept). Per tab: the tab's storage;
 * storage that is off or holds nonsense keeps nothing, and the form starts empty.
 */
export interface LoginDraft {
  iso: string;
  /** Calling code of `iso`, so the form shows it without loading the area table. */
  code: string;
  phone: string;
  agreed: boolean;
}

const key = (subApp: string) => `login_draft_${subApp}`;

export function readDraft(subApp: string): LoginDraft | null {
  let v: Partial<LoginDraft> | null;
  try {
    v = JSON.parse(safeGet(tabStore(), key(subApp)) ?? 'null') as Partial<LoginDraft> | null;
  } catch {
    return null; // not JSON: edited by hand
  }
  if (!v || typeof v !== 'object' || typeof v.phone !== 'string') return null;
  // A draft from before areas kept their code falls back to the default area.
  const area =
    typeof v.iso === 'string' && typeof v.code === 'string'
      ? { iso: v.iso, code: v.code }
      : { ...DEFAULT_AREA };
  return { ...area, phone: v.phone, agreed: v.agreed === true };
}

export const saveDraft = (subApp: string, draft: LoginDraft): void =>
  void safeSet(tabStore(), key(subApp), JSON.stringify(draft));

export const clearDraft = (subApp: string): void => safeRemove(tabStore(), key(subApp));
