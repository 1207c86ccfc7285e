import { useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';

const levels = [msg`很差`, msg`较差`, msg`一般`, msg`满意`, msg`非常满意`];

function Star({ on }: { on: boolean }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className={on ? 'o-star o-star-on' : 'o-star'}>
      <path d="M12 2.8l2.8 5.8 6.3.9-4.6 4.4 1.1 6.3L12 17.2l-5.6 3 1.1-6.3-4.6-4.4 6.3-.9z" />
    </svg>
  );
}

/** 1–5 stars as a native radio group: arrow keys, screen readers and forms work as they should. */
export function StarRating({
  value,
  onChange,
  readOnly,
}: {
  value: number;
  onChange?: (n: number) => void;
  readOnly?: boolean;
}) {
  const { t, i18n } = useLingui();
  if (readOnly)
    return (
      <p className="o-stars" role="img" aria-label={t`${value} 星`}>
        {[1, 2, 3, 4, 5].map((n) => (
          <Star key={n} on={n <= value} />
        ))}
        <span className="o-stars-text">{i18n._(levels[value - 1]!)}</span>
      </p>
    );
  return (
    <fieldset className="o-stars" role="radiogroup" aria-required="true">
      <legend className="o-label">{t`课程评分`}</legend>
      {[1, 2, 3, 4, 5].map((n) => (
        <label key={n} className="o-star-pick">
          <input
            type="radio"
            name="stars"
            value={n}
            checked={value === n}
            onChange={() => onChange?.(n)}
            aria-label={t`${n} 星`}
          />
          <Star on={n <= value} />
        </label>
      ))}
      <span className="o-stars-text" aria-live="polite">
        {value > 0 ? i18n._(levels[value - 1]!) : t`请选择评分`}
      </span>
    </fieldset>
  );
}
