import { lazy, Suspense, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { formatRegion } from '@yoga/format';
import { englishRegion, useAreaNames } from './area-en';

// The sheet (and the antd-mobile popup it slides in with) loads on the first open, with the area tree.
const RegionSheet = lazy(() => import('./region-sheet'));

export interface RegionFieldProps {
  id: string;
  /** The row's label: the button is named by it and its value ("所在地区 浙江省杭州市西湖区"). */
  labelId: string;
  region: string[];
  regionCodes: string[];
  onChange: (region: string[], regionCodes: string[]) => void;
  invalid?: boolean;
  describedBy?: string;
}

/** The "所在地区" row: shows the choice, opens the province → city → district sheet. */
export function RegionField({
  id,
  labelId,
  region,
  regionCodes,
  onChange,
  invalid,
  describedBy,
}: RegionFieldProps) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  const show = () => (setMounted(true), setOpen(true));
  const english = useAreaNames(regionCodes.length > 0);
  // The stored value stays the Chinese names and codes; in English the row reads them in English.
  const text = (english && englishRegion(english, regionCodes)) || formatRegion(region);
  return (
    <>
      <button
        type="button"
        id={id}
        className={`ya-region${text ? '' : ' ya-placeholder'}`}
        aria-haspopup="dialog"
        aria-labelledby={`${labelId} ${id}-value`}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        onClick={show}
      >
        <span id={`${id}-value`}>{text || t`省、市、区`}</span>
        <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
          <path d="M9 5l7 7-7 7" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
      {mounted && (
        <Suspense
          fallback={
            <div className="ya-sheet-loading" role="status">
              <Trans>正在加载地区…</Trans>
            </div>
          }
        >
          <RegionSheet
            open={open}
            codes={regionCodes}
            onClose={() => setOpen(false)}
            onPick={(names, codes) => (setOpen(false), onChange(names, codes))}
          />
        </Suspense>
      )}
    </>
  );
}
