import { useEffect, useRef, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { cx } from '@yoga/ui';
import css from './store.module.css';

/** The server's limit for a search text (productListQuery.q in libs/contract/src/shop.ts). */
export const SEARCH_MAX = 30;
export const SEARCH_DEBOUNCE_MS = 300;

export interface SearchBoxProps {
  /** The search in effect (from the URL). */
  value: string;
  onSearch: (q: string) => void;
  placeholder: string;
}

/**
 * The mall's search bar: the whole bar focuses the input; typing searches once the user pauses
 * (300 ms), Enter searches at once and closes the keyboard; × clears. What is typed stays in the
 * box while the URL catches up, so no keystroke is lost to a re-render.
 */
export function SearchBox({ value, onSearch, placeholder }: SearchBoxProps) {
  const { t } = useLingui();
  const input = useRef<HTMLInputElement>(null);
  const [text, setText] = useState(value);
  // The URL changed by itself (back, the empty state's clear): show what it says now.
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    if (text.trim() !== value) setText(value);
  }
  const timer = useRef(0);
  useEffect(() => {
    const q = text.trim();
    if (q === value) return;
    timer.current = window.setTimeout(() => onSearch(q), SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer.current);
  }, [text, value, onSearch]);
  // Tapping a result within the pause: search now, on the way out, so the late timer cannot send the
  // store back over the product page (the screen stays mounted), and Back finds what was typed.
  const commit = () => {
    window.clearTimeout(timer.current);
    if (text.trim() !== value) onSearch(text.trim());
  };
  return (
    <form
      className={cx('y-row y-gap-2', css.search)}
      role="search"
      onSubmit={(e) => {
        e.preventDefault();
        onSearch(text.trim());
        input.current?.blur();
      }}
    >
      <label className={cx('y-row y-gap-2 y-grow y-surface y-outline y-faint', css.searchBar)}>
        <svg
          className="y-fixed"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          aria-hidden="true"
        >
          <circle cx="11" cy="11" r="7" />
          <path d="M20 20l-3.5-3.5" strokeLinecap="round" />
        </svg>
        <input
          ref={input}
          className="y-grow y-text"
          type="search"
          enterKeyHint="search"
          maxLength={SEARCH_MAX}
          value={text}
          onChange={(e) => setText(e.target.value)}
          onBlur={commit}
          placeholder={placeholder}
          aria-label={t`搜索商品`}
        />
      </label>
      {text && (
        <button
          type="button"
          className={cx('y-fixed y-faint y-tap', css.searchClear)}
          aria-label={t`清除搜索`}
          onClick={() => {
            setText('');
            onSearch('');
            input.current?.focus();
          }}
        >
          <svg viewBox="0 0 24 24" aria-hidden="true">
            <circle cx="12" cy="12" r="10" fill="currentColor" />
            <path d="M8.5 8.5l7 7M15.5 8.5l-7 7" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
      )}
    </form>
  );
}
