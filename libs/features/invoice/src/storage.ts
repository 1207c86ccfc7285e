import type { InvoiceTitleType } from '@yoga/contract';
import { storageKeys, type SubAppId } from '@yoga/platform';

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

/**
 * Whose form it is: the sub-app and the signed-in user (see use-invoice-owner.ts), or null while
 * unknown. Titles are kept per account, not per sub-app: two students on one phone never see each
 * other's. (The old per-sub-app record, `invoice:last-company:<sub>`, cannot say whose it was: it is
 * left unread.)
 */
export type InvoiceOwner = { subApp: SubAppId; userId: number } | null;

const draftKey = (owner: NonNullable<InvoiceOwner>) => `invoice:draft:${owner.subApp}:${owner.userId}`;
const companyKey = (owner: NonNullable<InvoiceOwner>) =>
  storageKeys.invoiceLastCompany(owner.subApp, owner.userId);
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
export function readDraft(owner: InvoiceOwner): InvoiceDraft {
  if (owner === null) return emptyDraft;
  const d = read(sessionStorage, draftKey(owner));
  if (d)
    return {
      titleType: d.titleType === 'company' ? 'company' : 'personal',
      personalTitle: str(d.personalTitle),
      companyTitle: str(d.companyTitle),
      taxNo: str(d.taxNo),
      email: str(d.email),
    };
  const c = read(localStorage, companyKey(owner));
  if (!c || !str(c.title)) return emptyDraft;
  return {
    ...emptyDraft,
    titleType: 'company',
    companyTitle: str(c.title),
    taxNo: str(c.taxNo),
    email: str(c.email),
  };
}

export const writeDraft = (owner: InvoiceOwner, d: InvoiceDraft) =>
  owner !== null && write(sessionStorage, draftKey(owner), d);
export const clearDraft = (owner: InvoiceOwner) =>
  owner !== null && sessionStorage.removeItem(draftKey(owner));

export const rememberCompany = (owner: InvoiceOwner, c: { title: string; taxNo: string; email: string }) =>
  owner !== null && write(localStorage, companyKey(owner), c);

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
