import type { ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import type { InvoiceTitleType } from '@yoga/contract';

/** 个人 / 企业 as a segmented control (a radio group: arrows move, the picked one is announced). */
export function TitleTypeSwitch({
  value,
  onChange,
}: {
  value: InvoiceTitleType;
  onChange: (v: InvoiceTitleType) => void;
}) {
  const types: { v: InvoiceTitleType; label: ReactNode }[] = [
    { v: 'personal', label: <Trans>个人</Trans> },
    { v: 'company', label: <Trans>企业</Trans> },
  ];
  return (
    <div className="iv-field iv-row">
      <span className="iv-label" id="iv-type-label">
        <Trans>抬头类型</Trans>
      </span>
      <div className="iv-segment" role="radiogroup" aria-labelledby="iv-type-label">
        {types.map(({ v, label }) => (
          <button
            key={v}
            type="button"
            role="radio"
            aria-checked={value === v}
            tabIndex={value === v ? 0 : -1}
            className="iv-segment-item"
            onClick={() => onChange(v)}
            onKeyDown={(e) => {
              if (['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown'].includes(e.key)) {
                e.preventDefault();
                const next = value === 'personal' ? 'company' : 'personal';
                onChange(next);
                (e.currentTarget.parentElement?.querySelector(`[data-v="${next}"]`) as HTMLElement)?.focus();
              }
            }}
            data-v={v}
          >
            {label}
          </button>
        ))}
      </div>
    </div>
  );
}
