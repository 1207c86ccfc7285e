import { useEffect } from 'react';
import { useLingui } from '@lingui/react/macro';
import { TABS, tabLabels, type RecordStatus } from './status';
import { cx } from '@yoga/ui';
import css from './shop-orders.module.css';

const idOf = (s: RecordStatus) => `so-tab-${s || 'all'}`;
export const TAB_PANEL = 'so-tab-panel';
export const tabIdOf = idOf;

/** The status tabs, sticky under the title bar; arrow keys move between them, as a tab list should. */
export function RecordTabs({
  value,
  onChange,
}: {
  value: RecordStatus;
  onChange: (s: RecordStatus) => void;
}) {
  const { i18n } = useLingui();
  // The chosen tab in view when the bar scrolls (English, narrow phones), also after a reload.
  useEffect(() => {
    document.getElementById(idOf(value))?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [value]);
  const key = (e: React.KeyboardEvent, i: number) => {
    const step = e.key === 'ArrowRight' ? 1 : e.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    const next = TABS[(i + step + TABS.length) % TABS.length]!;
    onChange(next);
    document.getElementById(idOf(next))?.focus();
  };
  return (
    <div className={cx('y-tabs y-tabs-sticky y-tabs-scroll', css.tabs)} role="tablist">
      {TABS.map((s, i) => (
        <button
          key={s || 'all'}
          id={idOf(s)}
          type="button"
          role="tab"
          aria-selected={value === s}
          aria-controls={TAB_PANEL}
          tabIndex={value === s ? 0 : -1}
          className="y-tap"
          onClick={() => onChange(s)}
          onKeyDown={(e) => key(e, i)}
        >
          {i18n._(tabLabels[s])}
        </button>
      ))}
    </div>
  );
}
