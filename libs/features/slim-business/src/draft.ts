import { safeGet, safeRemove, safeSet } from '@yoga/session';

/** What the buyer typed on create_number, kept through a reload and the trip to the login page. */
export interface BuyDraft {
  courseId: number;
  handbookId: number;
  quantity: number;
  name: string;
  phone: string;
}

const KEY = 'slim_business_buy_draft';

/** The draft of this course and edition, or null (none, another one's, or a value we cannot read). */
export function readDraft(courseId: number, handbookId: number): BuyDraft | null {
  let d: Partial<BuyDraft> | null;
  try {
    d = JSON.parse(safeGet(sessionStorage, KEY) ?? 'null') as Partial<BuyDraft> | null;
  } catch {
    return null;
  }
  if (!d || d.courseId !== courseId || d.handbookId !== handbookId) return null;
  return {
    courseId,
    handbookId,
    quantity: Number.isInteger(d.quantity) ? d.quantity! : 1,
    name: typeof d.name === 'string' ? d.name : '',
    phone: typeof d.phone === 'string' ? d.phone : '',
  };
}

/** Storage full or refused (private mode): the form still works, only a reload forgets it. */
export const writeDraft = (d: BuyDraft) => void safeSet(sessionStorage, KEY, JSON.stringify(d));

export const clearDraft = () => safeRemove(sessionStorage, KEY);
