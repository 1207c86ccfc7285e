import { lazy, Suspense, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { Area } from './area';
import s from './login.module.css';

// The sheet, its animation stack and the area table are a separate chunk: most users keep +86.
const load = () => import('./area-code-picker');
const AreaCodePicker = lazy(load);

/** The "+86" button in the phone field and, once first pressed, its chooser sheet. */
export function AreaChooser({ area, onPick }: { area: Area; onPick: (a: Area) => void }) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const code = area.code;
  return (
    <>
      <button
        type="button"
        className={`y-row y-fixed y-gap-1 ${s.area}`}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-label={t`选择区号，当前 +${code}`}
        // Fetching starts as the finger lands, so the sheet is usually ready by the click.
        onPointerDown={() => void load()}
        onFocus={() => void load()}
        onClick={() => (setUsed(true), setOpen(true))}
      >
        +{code}
        <svg viewBox="0 0 10 6" width="10" height="6" aria-hidden="true">
          <path d="M1 1l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.5" />
        </svg>
      </button>
      {used && (
        <Suspense fallback={null}>
          <AreaCodePicker
            open={open}
            current={area.iso}
            onClose={() => setOpen(false)}
            onPick={(a) => (onPick(a), setOpen(false))}
          />
        </Suspense>
      )}
    </>
  );
}
