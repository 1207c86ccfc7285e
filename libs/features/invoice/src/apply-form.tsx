import { useRef } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useNavigate } from 'react-router';
import type { InvoiceableOrder } from '@yoga/contract';
import { INVOICE_EMAIL_MAX, INVOICE_TITLE_MAX } from '@yoga/contract/codes';
import { link, type SubApp } from '@yoga/platform';
import { Card, cx, Field, showToast, SubmitButton } from '@yoga/ui';
import { useRequestInvoice } from './api/request-invoice';
import { forgetSelection, rememberCompany, type InvoiceOwner } from './draft';
import { normaliseTaxNo, TAX_NO_LENGTH } from './tax-no';
import { TitleTypeSwitch } from './title-type-switch';
import { useApplyForm, type FieldName } from './use-apply-form';
import s from './invoice.module.css';

/** The invoice's title (personal or company, with its credit code) and the address it is mailed to. */
export function ApplyForm({
  sub,
  owner,
  orders,
}: {
  sub: SubApp;
  owner: InvoiceOwner;
  orders: InvoiceableOrder[];
}) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const form = useApplyForm(owner);
  const submit = useRequestInvoice(sub.id);
  const { draft, errors, company } = form;
  const inputs = useRef<Partial<Record<FieldName, HTMLInputElement | null>>>({});

  const send = async () => {
    form.submitTried();
    const bad = form.firstInvalid();
    if (bad) return inputs.current[bad]?.focus();
    try {
      await submit.mutateAsync(form.request(orders.map((o) => o.orderNo)));
    } catch {
      return; // the request layer has shown why (or is taking the user to log in); the input stays
    }
    if (company) rememberCompany(owner, { title: form.title, taxNo: draft.taxNo, email: draft.email.trim() });
    form.clearDraft();
    forgetSelection(sub.id);
    navigate(link(sub, 'order/invoice/record'), { replace: true });
    void showToast(t`申请已提交`, { icon: 'success' });
  };

  return (
    <Card>
      <form className="y-col y-gap-4" onSubmit={(e) => (e.preventDefault(), void send())} noValidate>
        <div className="y-row y-between y-gap-3">
          <span className="y-muted">
            <Trans>发票类型</Trans>
          </span>
          <span>
            <Trans>电子普通发票</Trans>
          </span>
        </div>
        <TitleTypeSwitch value={draft.titleType} onChange={(titleType) => form.set({ titleType })} />
        <Field label={<Trans>抬头名称</Trans>} error={errors.title}>
          {(a11y) => (
            <input
              {...a11y}
              ref={(el) => void (inputs.current.title = el)}
              value={company ? draft.companyTitle : draft.personalTitle}
              maxLength={INVOICE_TITLE_MAX}
              autoComplete={company ? 'organization' : 'name'}
              placeholder={company ? t`请输入单位全称` : t`请输入个人姓名，或填写“个人”`}
              onChange={(e) =>
                form.set(company ? { companyTitle: e.target.value } : { personalTitle: e.target.value })
              }
              onBlur={() => form.leave('title')}
            />
          )}
        </Field>
        {company && (
          <Field
            label={<Trans>税号</Trans>}
            error={errors.taxNo}
            hint={<Trans>统一社会信用代码，共 {TAX_NO_LENGTH} 位，可在营业执照上找到</Trans>}
          >
            {(a11y) => (
              <div className={s.counted}>
                <input
                  {...a11y}
                  ref={(el) => void (inputs.current.taxNo = el)}
                  className="y-num"
                  value={draft.taxNo}
                  autoCapitalize="characters"
                  autoComplete="off"
                  spellCheck={false}
                  placeholder={t`请输入纳税人识别号`}
                  onChange={(e) => form.set({ taxNo: normaliseTaxNo(e.target.value) })}
                  onBlur={() => form.leave('taxNo')}
                />
                <span
                  className={cx('y-xs y-faint', s.count)}
                  aria-hidden="true"
                >{`${draft.taxNo.length}/${TAX_NO_LENGTH}`}</span>
              </div>
            )}
          </Field>
        )}
        <Field
          label={<Trans>接收邮箱</Trans>}
          error={errors.email}
          hint={<Trans>发票开具后将发送至该邮箱</Trans>}
        >
          {(a11y) => (
            <input
              {...a11y}
              ref={(el) => void (inputs.current.email = el)}
              type="email"
              inputMode="email"
              autoComplete="email"
              value={draft.email}
              maxLength={INVOICE_EMAIL_MAX}
              placeholder={t`用于接收电子发票`}
              onChange={(e) => form.set({ email: e.target.value })}
              onBlur={() => form.leave('email')}
            />
          )}
        </Field>
        <SubmitButton pending={submit.isPending} pendingLabel={<Trans>提交中…</Trans>}>
          <Trans>提交申请</Trans>
        </SubmitButton>
      </form>
    </Card>
  );
}
