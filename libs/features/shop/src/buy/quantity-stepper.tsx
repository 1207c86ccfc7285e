import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { cx } from '@yoga/ui';
import css from './options.module.css';

export interface QuantityStepperProps {
  value: number;
  max: number;
  onChange: (n: number) => void;
  disabled?: boolean;
}

/** − n + with bounds 1..max; typing a number is clamped when the field is left. */
export function QuantityStepper({ value, max, onChange, disabled }: QuantityStepperProps) {
  const { t } = useLingui();
  const clamp = (n: number) => Math.min(Math.max(1, Math.floor(n) || 1), max);
  // What is being typed (null when not editing): the field can be cleared and retyped freely.
  const [draft, setDraft] = useState<string | null>(null);
  const commit = () => {
    if (draft === null) return;
    setDraft(null);
    onChange(clamp(Number(draft)));
  };
  return (
    <div className={cx('y-row y-outline', css.stepper)} role="group" aria-label={t`购买数量`}>
      <button
        type="button"
        className="y-text y-xl y-tap"
        aria-label={t`减少`}
        disabled={disabled || value <= 1}
        onClick={() => onChange(clamp(value - 1))}
      >
        −
      </button>
      <input
        type="number"
        className="y-center y-md"
        inputMode="numeric"
        aria-label={t`数量`}
        min={1}
        max={max}
        value={draft ?? value}
        disabled={disabled}
        onChange={(e) => setDraft(e.target.value)}
        onBlur={commit}
        onKeyDown={(e) => {
          if (e.key === 'Enter') commit();
        }}
      />
      <button
        type="button"
        className="y-text y-xl y-tap"
        aria-label={t`增加`}
        disabled={disabled || value >= max}
        onClick={() => onChange(clamp(value + 1))}
      >
        +
      </button>
    </div>
  );
}
