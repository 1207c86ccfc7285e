import type { InvoiceTitleType } from '@yoga/contract';

/** What the apply form holds; both titles are kept, so switching the type loses neither. */
export interface InvoiceDraft {
  titleType: InvoiceTitleType;
  personalTitle: string;
  companyTitle: string;
  taxNo: string;
  email: string;
}

export const emptyDraft: InvoiceDraft = {
  titleType: 'personal',
  personalTitle: '',
  companyTitle: '',
  taxNo: '',
  email: '',
};

const draftKey = (subApp: string) => `invoice:draft:${subApp}`;
const companyKey = (subApp: string) => `invoice:last-company:${subApp}`;
const selectionKey = (subApp: string) => `invoice:selection:${subApp}`;

const str = (v: unknown) => (typeof v === 'string' ? v : '');

function read(store: Storage, key: string): Record<string, unknown> | null {
  try {
    const v: unknown = JSON.parse(store.getItem(key) ?? 'null');
    return v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : null;
  } catch {
    return null; // malformed: as if nothing was kept
  }
}

function write(store: Storage, key: string, value: unknown) {
  try {
    store.setItem(key, JSON.stringify(value));
  } catch {
    // Storage full or disabled (private mode): the form still works, only without the safety net.
  }
}

/**
 * The draft of this session (a reload or an expired login on submit loses nothing), else the last
 * company title used on this device, so a repeat request is a tap or two.
 */
export function readDraft(subApp: string): InvoiceDraft {
  const d = read(sessionStorage, draftKey(subApp));
  if (d)
    return {
      titleType: d.titleType === 'company' ? 'company' : 'personal',
      personalTitle: str(d.personalTitle),
      companyTitle: str(d.companyTitle),
      taxNo: str(d.taxNo),
      email: str(d.email),
    };
  const c = read(localStorage, companyKey(subApp));
  if (!c || !str(c.title)) return emptyDraft;
  return {
    ...emptyDraft,
    titleType: 'company',
    companyTitle: str(c.title),
    taxNo: str(c.taxNo),
    email: str(c.email),
  };
}

export const writeDraft = (subApp: string, d: InvoiceDraft) => write(sessionStorage, draftKey(subApp), d);
export const clearDraft = (subApp: string) => sessionStorage.removeItem(draftKey(subApp));

export const rememberCompany = (subApp: string, c: { title: string; taxNo: string; email: string }) =>
  write(localStorage, companyKey(subApp), c);

/** The orders ticked on the list, kept for the session: coming back from apply shows them ticked. */
export function readSelection(subApp: string): string[] {
  try {
    const v: unknown = JSON.parse(sessionStorage.getItem(selectionKey(subApp)) ?? '[]');
    return Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : [];
  } catch {
    return [];
  }
}

export const writeSelection = (subApp: string, s: readonly string[]) =>
  write(sessionStorage, selectionKey(subApp), s);
export const clearSelection = (subApp: string) => sessionStorage.removeItem(selectionKey(subApp));
