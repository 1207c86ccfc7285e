import { useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';

export const starLabels = [msg`非常差`, msg`差`, msg`一般`, msg`好`, msg`非常好`];

function Star({ on }: { on: boolean }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className={on ? 'so-star so-star-on' : 'so-star'}>
      <path d="M12 2.8l2.8 5.8 6.3.9-4.6 4.4 1.1 6.3L12 17.2l-5.6 3 1.1-6.3-4.6-4.4 6.3-.9z" />
    </svg>
  );
}

/**
 * 1–5 stars as native radios in a fieldset: arrow keys, screen readers and forms work as they should.
 * Its role is radiogroup: a plain group (fieldset) may not say it is required.
 */
export function StarRating({
  name,
  label,
  value,
  onChange,
}: {
  name: string;
  label: string;
  value: number;
  onChange: (n: number) => void;
}) {
  const { t, i18n } = useLingui();
  return (
    <fieldset className="so-stars" role="radiogroup" aria-required="true">
      <legend className="so-label">{label}</legend>
      <div className="so-stars-row">
        {[1, 2, 3, 4, 5].map((n) => (
          <label key={n} className="so-star-pick">
            <input
              type="radio"
              name={name}
              value={n}
              checked={value === n}
              onChange={() => onChange(n)}
              aria-label={i18n._(starLabels[n - 1]!)}
            />
            <Star on={n <= value} />
          </label>
        ))}
        <span className="so-stars-text" aria-hidden="true">
          {value > 0 ? i18n._(starLabels[value - 1]!) : t`请评分`}
        </span>
      </div>
    </fieldset>
  );
}
