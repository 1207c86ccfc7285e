import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { InvoiceRequest } from '@yoga/contract';
import { INVOICE_TITLE_MAX as MAX, INVOICE_TITLE_MIN as MIN } from '@yoga/contract/codes';
import { useSessionDraft } from '@yoga/ui';
import {
  draftKey,
  lastCompanyDraft,
  nowhere,
  parseDraft,
  type InvoiceDraft,
  type InvoiceOwner,
} from './draft';
import { isEmail, TAX_NO_LENGTH, taxNoProblem } from './tax-no';

export type FieldName = 'title' | 'taxNo' | 'email';

/**
 * The apply form's state: the draft (kept for the tab on every change, per account), which fields were
 * left (blurred) or submitted, and each field's message. The credit code is checked as it is typed;
 * the others once left, so nobody is told off before finishing.
 */
export function useApplyForm(owner: InvoiceOwner) {
  const { t } = useLingui();
  const [draft, setDraft, clearDraft] = useSessionDraft(draftKey(owner), () => lastCompanyDraft(owner), {
    parse: parseDraft,
    keep: 'session',
    store: owner === null ? nowhere : undefined,
  });
  const [left, setLeft] = useState<Set<FieldName>>(new Set());
  const [tried, setTried] = useState(false);

  const company = draft.titleType === 'company';
  const title = (company ? draft.companyTitle : draft.personalTitle).trim();
  const shown = (f: FieldName) => tried || left.has(f);
  const taxProblem = company ? taxNoProblem(draft.taxNo, shown('taxNo')) : null;
  const titleBad = title.length < MIN || title.length > MAX;
  const errors: Record<FieldName, string | null> = {
    title:
      shown('title') && titleBad
        ? company
          ? t`请填写单位全称（${MIN} 到 ${MAX} 字）`
          : t`请填写发票抬头（${MIN} 到 ${MAX} 字）`
        : null,
    taxNo:
      taxProblem === 'alphabet'
        ? t`税号只能包含数字和大写字母（不含 I、O、S、V、Z）`
        : taxProblem === 'length'
          ? t`统一社会信用代码为 ${TAX_NO_LENGTH} 位，请核对后重试`
          : taxProblem === 'check'
            ? t`统一社会信用代码不正确，请核对后重试`
            : null,
    email: shown('email') && !isEmail(draft.email) ? t`请填写正确的邮箱地址` : null,
  };
  /** Every check as on submit, whatever has been touched. */
  const firstInvalid = (): FieldName | null => {
    if (titleBad) return 'title';
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
    /** The server has it: the tab forgets the draft. */
    clearDraft: () => clearDraft(),
    leave: (f: FieldName) => setLeft((s) => new Set(s).add(f)),
    errors,
    company,
    title,
    submitTried: () => setTried(true),
    firstInvalid,
    request,
  };
}
