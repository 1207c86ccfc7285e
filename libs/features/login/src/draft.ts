/** What the user typed survives a reload or a trip to the SMS app (the code itself is not kept). */
export interface LoginDraft {
  iso: string;
  phone: string;
}

const key = (subApp: string) => `login_draft_${subApp}`;

export function readDraft(subApp: string): LoginDraft | null {
  try {
    const v = JSON.parse(sessionStorage.getItem(key(subApp)) ?? 'null') as Partial<LoginDraft> | null;
    return v && typeof v.iso === 'string' && typeof v.phone === 'string' ? { iso: v.iso, phone: v.phone } : null;
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
