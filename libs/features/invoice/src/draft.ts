import type { InvoiceTitleType } from '@yoga/contract';
import { storageKeys, type SubAppId } from '@yoga/platform';
import { defaultStore, safeGet, safeRemove, safeSet, tabStore, type KeyValueStore } from '@yoga/session';

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

export const draftKey = (owner: InvoiceOwner) =>
  owner === null ? 'invoice:draft:nobody' : `invoice:draft:${owner.subApp}:${owner.userId}`;
export const selectionKey = (subApp: SubAppId) => `invoice:selection:${subApp}`;

/** For nobody in particular nothing is kept: a store that forgets. */
export const nowhere: KeyValueStore = { getItem: () => null, setItem: () => {}, removeItem: () => {} };

const str = (v: unknown) => (typeof v === 'string' ? v : '');
const record = (v: unknown) =>
  v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : null;

/** A kept draft read back, or null when it is not one (an older version's, or edited by hand). */
export function parseDraft(raw: unknown): InvoiceDraft | null {
  const d = record(raw);
  if (!d) return null;
  return {
    titleType: d.titleType === 'company' ? 'company' : 'personal',
    personalTitle: str(d.personalTitle),
    companyTitle: str(d.companyTitle),
    taxNo: str(d.taxNo),
    email: str(d.email),
  };
}

export const parseSelection = (raw: unknown): string[] | null =>
  Array.isArray(raw) ? raw.filter((x): x is string => typeof x === 'string') : null;

/** Without a draft: the last company title this account used on this device, so a repeat is a tap or two. */
export function lastCompanyDraft(owner: InvoiceOwner): InvoiceDraft {
  if (owner === null) return emptyDraft;
  let c: Record<string, unknown> | null = null;
  try {
    c = record(
      JSON.parse(
        safeGet(defaultStore(), storageKeys.invoiceLastCompany(owner.subApp, owner.userId)) ?? 'null',
      ),
    );
  } catch {
    c = null; // malformed: as if nothing was kept
  }
  if (!c || !str(c.title)) return emptyDraft;
  return {
    ...emptyDraft,
    titleType: 'company',
    companyTitle: str(c.title),
    taxNo: str(c.taxNo),
    email: str(c.email),
  };
}

export const rememberCompany = (owner: InvoiceOwner, c: { title: string; taxNo: string; email: string }) =>
  owner !== null &&
  safeSet(defaultStore(), storageKeys.invoiceLastCompany(owner.subApp, owner.userId), JSON.stringify(c));

/** The request is sent: the ticked orders are done with (the list keeps them in the tab's storage). */
export const forgetSelection = (subApp: SubAppId) => safeRemove(tabStore(), selectionKey(subApp));
