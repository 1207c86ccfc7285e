import { DEFAULT_AREA } from './area';

/**
 * What the user typed survives a reload, a trip to the SMS app or to the agreement pages: phone,
 * area and whether the terms are ticked (the code itself is not kept). Per tab: session storage.
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
  try {
    const v = JSON.parse(sessionStorage.getItem(key(subApp)) ?? 'null') as Partial<LoginDraft> | null;
    if (!v || typeof v.phone !== 'string') return null;
    // A draft from before areas kept their code falls back to the default area.
    const area =
      typeof v.iso === 'string' && typeof v.code === 'string'
        ? { iso: v.iso, code: v.code }
        : { ...DEFAULT_AREA };
    return { ...area, phone: v.phone, agreed: v.agreed === true };
  } catch {
    return null;
  }
}

export function saveDraft(subApp: string, draft: LoginDraft): void {
  try {
    sessionStorage.setItem(key(subApp), JSON.stringify(draft));
  } catch {
    /* storage unavailable: the form still works */
  }
}

export function clearDraft(subApp: string): void {
  try {
    sessionStorage.removeItem(key(subApp));
  } catch {
    /* nothing kept */
  }
}
