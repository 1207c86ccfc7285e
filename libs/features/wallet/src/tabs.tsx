import type { KeyboardEvent } from 'react';
import { cx } from '@yoga/ui';
import s from './wallet.module.css';

export interface TabsProps<T extends string> {
  label: string;
  tabs: { value: T; text: string }[];
  value: T;
  onChange: (v: T) => void;
  /** The id of the panel the tabs control. */
  panel: string;
}

/** A row of tabs (arrow keys move between them), the list below being their one panel. */
export function Tabs<T extends string>({ label, tabs, value, onChange, panel }: TabsProps<T>) {
  const move = (e: KeyboardEvent, i: number) => {
    const step = e.key === 'ArrowRight' ? 1 : e.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    const next = tabs[(i + step + tabs.length) % tabs.length]!;
    onChange(next.value);
    (e.currentTarget.parentElement?.children[tabs.indexOf(next)] as HTMLElement | undefined)?.focus();
  };
  return (
    <div className={cx('y-tabs', s.tabs)} role="tablist" aria-label={label}>
      {tabs.map((t, i) => (
        <button
          key={t.value}
          type="button"
          role="tab"
          aria-selected={t.value === value}
          aria-controls={panel}
          tabIndex={t.value === value ? 0 : -1}
          onClick={() => onChange(t.value)}
          onKeyDown={(e) => move(e, i)}
        >
          {t.text}
        </button>
      ))}
    </div>
  );
}
