import { useLingui } from '@lingui/react/macro';
import type { OrderKind } from '@yoga/contract';
import { kindLabels } from './labels';

export const TABS = ['course', 'vip', 'store'] as const satisfies readonly OrderKind[];
export type Tab = (typeof TABS)[number];
export const tabOf = (v: string | null): Tab =>
  (TABS as readonly string[]).includes(v ?? '') ? (v as Tab) : 'course';

/** Course, VIP and store orders (arrow keys move between them, as a tab list should). */
export function OrderTabs({ tab, onChange }: { tab: Tab; onChange: (t: Tab) => void }) {
  const { i18n } = useLingui();
  const key = (e: React.KeyboardEvent, i: number) => {
    const step = e.key === 'ArrowRight' ? 1 : e.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    const next = TABS[(i + step + TABS.length) % TABS.length]!;
    onChange(next);
    document.getElementById(`o-tab-${next}`)?.focus();
  };
  return (
    <div className="y-tabs y-tabs-sticky" role="tablist">
      {TABS.map((k, i) => (
        <button
          key={k}
          id={`o-tab-${k}`}
          type="button"
          role="tab"
          aria-selected={tab === k}
          aria-controls="o-tab-panel"
          tabIndex={tab === k ? 0 : -1}
          className="y-tap"
          onClick={() => onChange(k)}
          onKeyDown={(e) => key(e, i)}
        >
          {i18n._(kindLabels[k])}
        </button>
      ))}
    </div>
  );
}
