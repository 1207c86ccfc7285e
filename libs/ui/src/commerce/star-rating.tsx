import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import './commerce.css';

export interface StarRatingProps {
  value: number;
  /** The five words of the scale, 1 star first; how satisfied one was (很差 … 非常满意) by default. */
  levels?: readonly string[];
  onChange?: (n: number) => void;
  /** Shows the stars and the word only, as an image with an accessible name. */
  readOnly?: boolean;
  /** The radios' name (one per rating on the page) and the legend; both unused when read-only. */
  name?: string;
  label?: string;
  /** Shown before a choice (请评分). */
  placeholder?: string;
  /** Each radio's accessible name; its word by default. A name other than the word lets the word be announced as it changes. */
  radioLabel?: (n: number) => string;
}

function Star({ on }: { on: boolean }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className={on ? 'y-star y-star-on' : 'y-star'}>
      <path d="M12 2.8l2.8 5.8 6.3.9-4.6 4.4 1.1 6.3L12 17.2l-5.6 3 1.1-6.3-4.6-4.4 6.3-.9z" />
    </svg>
  );
}

const five = [1, 2, 3, 4, 5];
// A class, an event or a sample is judged by how satisfied one was; a product may say it otherwise.
const satisfaction = [msg`很差`, msg`较差`, msg`一般`, msg`满意`, msg`非常满意`];

/**
 * 1–5 stars as native radios in a fieldset: arrow keys, screen readers and forms work as they should.
 * Its role is radiogroup: a plain group (fieldset) may not say it is required.
 */
export function StarRating({
  value,
  levels,
  onChange,
  readOnly,
  name = 'stars',
  label,
  placeholder,
  radioLabel,
}: StarRatingProps) {
  const { t, i18n } = useLingui();
  const words = levels ?? satisfaction.map((w) => i18n._(w));
  const word = value > 0 ? words[value - 1] : placeholder;
  if (readOnly)
    return (
      <p className="y-stars y-stars-row" role="img" aria-label={t`${value} 星`}>
        {five.map((n) => (
          <Star key={n} on={n <= value} />
        ))}
        <span className="y-stars-text">{word}</span>
      </p>
    );
  return (
    <fieldset className="y-stars" role="radiogroup" aria-required="true">
      <legend className="y-stars-label">{label}</legend>
      <div className="y-stars-row">
        {five.map((n) => (
          <label key={n} className="y-star-pick">
            <input
              type="radio"
              name={name}
              value={n}
              checked={value === n}
              onChange={() => onChange?.(n)}
              aria-label={radioLabel ? radioLabel(n) : words[n - 1]}
            />
            <Star on={n <= value} />
          </label>
        ))}
        <span
          className="y-stars-text"
          {...(radioLabel ? { 'aria-live': 'polite' } : { 'aria-hidden': true })}
        >
          {word}
        </span>
      </div>
    </fieldset>
  );
}
