import { DEFAULT_AREA } from './area';

/**
 * What the user typed survives a reload, a trip to the SMS app or to the agreement pages: phone,
 * area and whether the terms are ticked (the code itself is not kept). Per tab, by the kit's
 * useSessionDraft: storage that is off or holds nonsense keeps nothing, and the form starts empty.
 */
export interface LoginDraft {
  iso: string;
  /** Calling code of `iso`, so the form shows it without loading the area table. */
  code: string;
  phone: string;
  agreed: boolean;
}

export const loginDraftKey = (subApp: string) => `login_draft_${subApp}`;

/** A kept draft read back, or null when it is not one (edited by hand). */
export function parseLoginDraft(raw: unknown): LoginDraft | null {
  const v = raw as Partial<LoginDraft> | null;
  if (!v || typeof v !== 'object' || typeof v.phone !== 'string') return null;
  // A draft from before areas kept their code falls back to the default area.
  const area =
    typeof v.iso === 'string' && typeof v.code === 'string'
      ? { iso: v.iso, code: v.code }
      : { ...DEFAULT_AREA };
  return { ...area, phone: v.phone, agreed: v.agreed === true };
}
