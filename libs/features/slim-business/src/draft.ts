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
  try {
    const d = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as Partial<BuyDraft> | null;
    if (!d || d.courseId !== courseId || d.handbookId !== handbookId) return null;
    return {
      courseId,
      handbookId,
      quantity: Number.isInteger(d.quantity) ? d.quantity! : 1,
      name: typeof d.name === 'string' ? d.name : '',
      phone: typeof d.phone === 'string' ? d.phone : '',
    };
  } catch {
    return null;
  }
}

export function writeDraft(d: BuyDraft): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(d));
  } catch {
    // Private mode with storage full: the form still works, only a reload forgets it.
  }
}

export function clearDraft(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    /* nothing kept */
  }
}
