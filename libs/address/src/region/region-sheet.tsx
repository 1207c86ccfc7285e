import { useEffect, useRef, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { BottomSheet, ErrorState, Skeleton } from '@yoga/ui';
import { columnsFor, namesOf } from './area-data';
import { useAreaNames } from './area-en';
import { useAreaData } from './use-area-data';

export interface RegionSheetProps {
  open: boolean;
  /** The current choice: the sheet reopens at it. */
  codes: string[];
  onClose: () => void;
  onPick: (names: string[], codes: string[]) => void;
}

/**
 * Province → city → district, one level at a time as the big shops do: tabs of the levels chosen so
 * far on top (tap one to change it), the options of the current level below, the chosen one marked.
 */
export default function RegionSheet({ open, codes, onClose, onPick }: RegionSheetProps) {
  const { t } = useLingui();
  const area = useAreaData();
  // In English the names read in English (pinyin below the provinces); what is picked stays Chinese.
  const english = useAreaNames();
  const shown = (code: string | undefined, name: string) => (code && english?.[code]) || name;
  const [path, setPath] = useState<string[]>(codes);
  const [level, setLevel] = useState(Math.max(0, codes.length - 1));
  const list = useRef<HTMLUListElement>(null);

  // Each opening starts from the current choice, not from an abandoned one.
  useEffect(() => {
    if (!open) return;
    setPath(codes);
    setLevel(Math.max(0, codes.length - 1));
  }, [open, codes]);
  useEffect(() => {
    list.current?.querySelector('[aria-selected="true"]')?.scrollIntoView?.({ block: 'center' });
  }, [level, area.status, open]);

  const columns = area.data ? columnsFor(area.data, path) : [];
  const options = columns[level] ?? [];
  const names = area.data ? (namesOf(area.data, path) ?? []) : [];

  const choose = (code: string) => {
    const next = [...path.slice(0, level), code];
    const more = area.data && columnsFor(area.data, next)[level + 1];
    if (more && more.length > 0) {
      setPath(next);
      setLevel(level + 1);
      return;
    }
    onPick(namesOf(area.data!, next) ?? [], next);
  };

  return (
    <BottomSheet open={open} onClose={onClose} label={t`选择所在地区`}>
      <header className="ya-sheet-head">
        <h2>
          <Trans>所在地区</Trans>
        </h2>
        <button type="button" className="ya-sheet-close" aria-label={t`关闭`} onClick={onClose}>
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
            <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
      </header>
      {area.status === 'pending' && <Skeleton lines={8} />}
      {area.status === 'error' && <ErrorState onRetry={area.retry} />}
      {area.status === 'success' && (
        <>
          <div className="ya-tabs" role="tablist" aria-label={t`省、市、区`}>
            {columns.map((_, i) => (
              <button
                key={i}
                type="button"
                role="tab"
                aria-selected={i === level}
                className="ya-tab"
                onClick={() => setLevel(i)}
              >
                {names[i] ? shown(path[i], names[i]) : t`请选择`}
              </button>
            ))}
          </div>
          <ul className="ya-options" role="listbox" aria-label={t`选择所在地区`} ref={list}>
            {options.map((o) => (
              <li
                key={o.code}
                role="option"
                tabIndex={0}
                aria-selected={path[level] === o.code}
                className="ya-option"
                onClick={() => choose(o.code)}
                onKeyDown={(e) =>
                  (e.key === 'Enter' || e.key === ' ') && (e.preventDefault(), choose(o.code))
                }
              >
                {shown(o.code, o.name)}
              </li>
            ))}
          </ul>
        </>
      )}
    </BottomSheet>
  );
}
