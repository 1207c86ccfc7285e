import { Trans, useLingui } from '@lingui/react/macro';
import { isoOf, PHONE_AREAS } from '../phone-areas';

export interface PhoneRowProps {
  id: string;
  areaCode: string;
  phone: string;
  onChange: (patch: { areaCode?: string; phone?: string }) => void;
  onBlur: () => void;
  aria: Record<string, unknown>;
}

/** The phone with its area code: a native select, which every phone shows as its own wheel. */
export function PhoneRow({ id, areaCode, phone, onChange, onBlur, aria }: PhoneRowProps) {
  const { t, i18n } = useLingui();
  return (
    <div className="ya-row">
      <label htmlFor={id}>
        <Trans>手机号码</Trans>
      </label>
      {/* The field shows only "+86" (room for the number); the picker, drawn over it unseen, names
          each area in full. */}
      <span className="ya-area">
        <span aria-hidden="true">+{areaCode}</span>
        <select
          aria-label={t`国家或地区区号`}
          value={areaCode}
          onChange={(e) => onChange({ areaCode: e.target.value })}
        >
          {PHONE_AREAS.map((a) => (
            <option key={a.code} value={a.code}>
              +{a.code} {i18n._(a.label)}
            </option>
          ))}
          {/* A saved number of an area not listed keeps its code. */}
          {!isoOf(areaCode) && <option value={areaCode}>+{areaCode}</option>}
        </select>
      </span>
      <input
        id={id}
        type="tel"
        inputMode="tel"
        autoComplete="shipping tel-national"
        value={phone}
        placeholder={t`手机号`}
        onChange={(e) => onChange({ phone: e.target.value })}
        onBlur={onBlur}
        {...aria}
      />
    </div>
  );
}
