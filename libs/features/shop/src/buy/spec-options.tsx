import { useId } from 'react';
import { Trans } from '@lingui/react/macro';
import type { ProductDetail } from '@yoga/contract';
import { cx } from '@yoga/ui';
import { isAvailable, valuesOf, type Choice } from './sku';
import css from './options.module.css';

export interface SpecOptionsProps {
  product: ProductDetail;
  choice: Choice;
  onPick: (name: string, value: string) => void;
}

/**
 * One row of chips per spec name. A value no SKU with the other chosen values has in stock is
 * disabled and says so to a screen reader; tapping the chosen value again clears it.
 */
export function SpecOptions({ product, choice, onPick }: SpecOptionsProps) {
  const base = useId();
  return (
    <>
      {product.specNames.map((name, i) => (
        <div key={name} role="group" aria-labelledby={`${base}-${i}`}>
          <h3 id={`${base}-${i}`} className="y-m0 y-mt-3 y-mb-2 y-md">
            {name}
          </h3>
          <div className="y-choices">
            {valuesOf(product, name).map((value) => {
              const ok = isAvailable(product, choice, name, value);
              const on = choice[name] === value;
              return (
                <button
                  key={value}
                  type="button"
                  className={cx('y-text y-sm y-tap', css.chip)}
                  aria-pressed={on}
                  disabled={!ok && !on}
                  onClick={() => onPick(name, value)}
                >
                  {value}
                  {!ok && (
                    <span className={cx('y-xs', css.chipOut)}>
                      <Trans>无货</Trans>
                    </span>
                  )}
                </button>
              );
            })}
          </div>
        </div>
      ))}
    </>
  );
}
