import { useId, useRef, useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Address, AddressRequest } from '@yoga/contract';
import { checkPhone } from '@yoga/platform';
import { ActionBar } from '@yoga/ui';
import { PasteBox } from '../paste/paste-box';
import { isoOf } from '../phone-areas';
import { RegionField } from '../region/region-field';
import { PhoneRow } from './phone-row';
import { useProblemText } from './problem-text';
import { useAddressForm } from './use-address-form';
import { toRequest, validateAddress, type AddressField } from './validate';
import '../address.css';

export interface AddressFormProps {
  /** Drafts are kept per sub-app. */
  subApp: string;
  /** The address edited; absent for a new one. */
  initial?: Address;
  /** Resolves once saved (the draft is then dropped); a rejection keeps all that was typed. */
  onSubmit: (body: AddressRequest) => Promise<unknown>;
  /** 'sheet': inside an order sheet (cycling, beaticam), the save button flows with the form, not fixed. */
  layout?: 'page' | 'sheet';
  /** false: no "set as default" switch (an address that is not an address-book entry, e.g. a prize's). */
  defaultSwitch?: boolean;
}

/** Receiver, phone with its area code, region, street, default: checked as typed and again on save. */
export function AddressForm({
  subApp,
  initial,
  onSubmit,
  layout = 'page',
  defaultSwitch = true,
}: AddressFormProps) {
  const { t } = useLingui();
  const f = useAddressForm(subApp, initial);
  const text = useProblemText();
  const [saving, setSaving] = useState(false);
  const busy = useRef(false);
  const uid = useId();
  const idOf = (field: string) => `${uid}-${field}`;
  const errorOf = (field: AddressField) => {
    const p = f.shown[field];
    return p ? (
      <p className="ya-error" id={idOf(`${field}-error`)}>
        {text(field, p, f.values.areaCode)}
      </p>
    ) : null;
  };
  const aria = (field: AddressField) =>
    f.shown[field] ? { 'aria-invalid': true, 'aria-describedby': idOf(`${field}-error`) } : {};
  const onlyDefault = !!initial?.isDefault;
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    // A ref, set before the first await: a second tap while the phone rules load must not save twice.
    if (busy.current) return;
    busy.current = true;
    f.touchAll();
    // Wait for the phone rules, so a number wrong for its area never reaches the server.
    const iso = isoOf(f.values.areaCode);
    if (iso) await checkPhone(f.values.phone, iso);
    const errors = validateAddress(f.values);
    const first = (['name', 'phone', 'region', 'detail'] as const).find((k) => errors[k]);
    if (first) {
      busy.current = false;
      document.getElementById(idOf(first))?.focus();
      return;
    }
    setSaving(true);
    try {
      await onSubmit(toRequest(f.values));
      f.clearDraft();
    } catch {
      // The request layer has said why; everything typed stays for another try.
    } finally {
      busy.current = false;
      setSaving(false);
    }
  };

  const save = (
    <button type="submit" className="y-btn ya-submit" disabled={saving} aria-busy={saving || undefined}>
      {saving ? <Trans>保存中…</Trans> : <Trans>保存</Trans>}
    </button>
  );
  return (
    <form className={`ya-form ya-form-${layout}`} noValidate onSubmit={(e) => void submit(e)}>
      <PasteBox onFill={f.fill} />
      <div className="ya-fields">
        <div className="ya-row">
          <label htmlFor={idOf('name')}>
            <Trans>收货人</Trans>
          </label>
          <input
            id={idOf('name')}
            value={f.values.name}
            autoComplete="shipping name"
            placeholder={t`收货人姓名`}
            onChange={(e) => f.update({ name: e.target.value })}
            onBlur={() => f.touch('name')}
            {...aria('name')}
          />
        </div>
        {errorOf('name')}
        <PhoneRow
          id={idOf('phone')}
          areaCode={f.values.areaCode}
          phone={f.values.phone}
          onChange={f.update}
          onBlur={() => f.touch('phone')}
          aria={aria('phone')}
        />
        {errorOf('phone')}
        <div className="ya-row">
          <label htmlFor={idOf('region')} id={idOf('region-label')}>
            <Trans>所在地区</Trans>
          </label>
          <RegionField
            id={idOf('region')}
            labelId={idOf('region-label')}
            region={f.values.region}
            regionCodes={f.values.regionCodes}
            invalid={!!f.shown.region}
            describedBy={f.shown.region ? idOf('region-error') : undefined}
            onChange={(region, regionCodes) => (f.update({ region, regionCodes }), f.touch('region'))}
          />
        </div>
        {errorOf('region')}
        <div className="ya-row ya-row-top">
          <label htmlFor={idOf('detail')}>
            <Trans>详细地址</Trans>
          </label>
          <textarea
            id={idOf('detail')}
            rows={2}
            value={f.values.detail}
            autoComplete="shipping street-address"
            placeholder={t`街道、楼牌号、门牌号等`}
            onChange={(e) => f.update({ detail: e.target.value })}
            onBlur={() => f.touch('detail')}
            {...aria('detail')}
          />
        </div>
        {errorOf('detail')}
      </div>
      {defaultSwitch && (
        <label className="ya-switch-row">
          <span>
            <Trans>设为默认地址</Trans>
            <small>{onlyDefault ? t`已是默认地址` : t`下单时优先使用`}</small>
          </span>
          <input
            type="checkbox"
            role="switch"
            className="ya-switch"
            checked={f.values.isDefault}
            disabled={onlyDefault}
            onChange={(e) => f.update({ isDefault: e.target.checked })}
          />
        </label>
      )}
      {layout === 'sheet' ? (
        // In a sheet the save button follows the fields: a fixed bar would sit behind the sheet's own edge.
        <div className="ya-bottom">{save}</div>
      ) : (
        <ActionBar>{save}</ActionBar>
      )}
    </form>
  );
}
