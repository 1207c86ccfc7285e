import { useEffect, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { InvoiceRequest } from '@yoga/contract';
import { readDraft, writeDraft, type InvoiceDraft, type InvoiceOwner } from './storage';
import { isEmail, taxNoProblem } from './tax-no';

export type FieldName = 'title' | 'taxNo' | 'email';

/**
 * The apply form's state: the draft (kept in session storage on every change), which fields were
 * left (blurred) or submitted, and each field's message. The credit code is checked as it is typed;
 * the others once left, so nobody is told off before finishing.
 */
export function useApplyForm(owner: InvoiceOwner) {
  const { t } = useLingui();
  const [draft, setDraft] = useState<InvoiceDraft>(() => readDraft(owner));
  const [left, setLeft] = useState<Set<FieldName>>(new Set());
  const [tried, setTried] = useState(false);
  useEffect(() => void writeDraft(owner, draft), [owner, draft]);

  const company = draft.titleType === 'company';
  const title = (company ? draft.companyTitle : draft.personalTitle).trim();
  const shown = (f: FieldName) => tried || left.has(f);
  const taxProblem = company ? taxNoProblem(draft.taxNo, shown('taxNo')) : null;
  const errors: Record<FieldName, string | null> = {
    title:
      shown('title') && (title.length < 2 || title.length > 60)
        ? company
          ? t`请填写单位全称（2 到 60 字）`
          : t`请填写发票抬头（2 到 60 字）`
        : null,
    taxNo:
      taxProblem === 'alphabet'
        ? t`税号只能包含数字和大写字母（不含 I、O、S、V、Z）`
        : taxProblem === 'length'
          ? t`统一社会信用代码为 18 位，请核对后重试`
          : taxProblem === 'check'
            ? t`统一社会信用代码不正确，请核对后重试`
            : null,
    email: shown('email') && !isEmail(draft.email) ? t`请填写正确的邮箱地址` : null,
  };
  /** Every check as on submit, whatever has been touched. */
  const firstInvalid = (): FieldName | null => {
    if (title.length < 2 || title.length > 60) return 'title';
    if (company && taxNoProblem(draft.taxNo, true)) return 'taxNo';
    if (!isEmail(draft.email)) return 'email';
    return null;
  };
  const request = (orderNos: string[]): InvoiceRequest => ({
    orderNos,
    titleType: draft.titleType,
    title,
    ...(company ? { taxNo: draft.taxNo } : {}),
    email: draft.email.trim(),
  });
  return {
    draft,
    set: (patch: Partial<InvoiceDraft>) => setDraft((d) => ({ ...d, ...patch })),
    leave: (f: FieldName) => setLeft((s) => new Set(s).add(f)),
    errors,
    company,
    title,
    submitTried: () => setTried(true),
    firstInvalid,
    request,
  };
}
