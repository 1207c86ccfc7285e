import type { UploadedPhoto } from '@yoga/ui';

/** What the submit form keeps on the device until the ticket is sent: a reload or a new sign-in finds it. */
export interface TicketDraft {
  /** The submission's key: kept with the draft, so a retry after a lost answer makes no second ticket. */
  requestId: string;
  category: string;
  text: string;
  contact: string;
  photos: UploadedPhoto[];
}

const key = (subApp: string) => `feedback:draft:${subApp}`;
const newRequestId = () => `fb-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
export const emptyDraft = (): TicketDraft => ({
  requestId: newRequestId(),
  category: '',
  text: '',
  contact: '',
  photos: [],
});

const isString = (v: unknown): v is string => typeof v === 'string';
const isPhoto = (p: unknown): p is UploadedPhoto =>
  !!p &&
  typeof p === 'object' &&
  isString((p as UploadedPhoto).id) &&
  isString((p as UploadedPhoto).url) &&
  (p as UploadedPhoto).url.startsWith('/');

/** A draft written by an older version or edited by hand is dropped whole, never half-trusted. */
export function parseDraft(raw: string | null): TicketDraft | null {
  if (!raw) return null;
  try {
    const d = JSON.parse(raw) as Partial<TicketDraft>;
    if (!isString(d.requestId) || !isString(d.category) || !isString(d.text) || !isString(d.contact))
      return null;
    if (!Array.isArray(d.photos) || !d.photos.every(isPhoto)) return null;
    return {
      requestId: d.requestId,
      category: d.category,
      text: d.text,
      contact: d.contact,
      photos: d.photos,
    };
  } catch {
    return null;
  }
}

export function readDraft(subApp: string): TicketDraft {
  try {
    return parseDraft(localStorage.getItem(key(subApp))) ?? emptyDraft();
  } catch {
    return emptyDraft();
  }
}

export function writeDraft(subApp: string, d: TicketDraft): void {
  try {
    localStorage.setItem(key(subApp), JSON.stringify(d));
  } catch {
    // storage full or blocked: the form still works, only the draft is not kept
  }
}

export function clearDraft(subApp: string): void {
  try {
    localStorage.removeItem(key(subApp));
  } catch {
    // nothing kept, nothing to clear
  }
}
