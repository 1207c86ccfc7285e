import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { BottomSheet } from '@yoga/ui';
import { searchAreas, type AreaCode } from './area-codes';

/** The area-code chooser: a searchable list of every country and region with its calling code. */
export function AreaCodePicker({ open, onClose, onPick }: { open: boolean; onClose: () => void; onPick: (a: AreaCode) => void }) {
  const { t, i18n } = useLingui();
  const [query, setQuery] = useState('');
  const list = searchAreas(query);
  const name = (a: AreaCode) => (i18n.locale === 'zh' ? a.zh : a.en);
  return (
    <BottomSheet open={open} onClose={onClose} label={t`选择国家或地区`}>
      <div className="lg-sheet-head">
        <input
          className="lg-search"
          type="search"
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          placeholder={t`搜索国家、地区或区号`}
          aria-label={t`搜索国家、地区或区号`}
        />
      </div>
      <ul className="lg-areas">
        {list.map((a) => (
          <li key={a.iso}>
            <button type="button" onClick={() => (onPick(a), setQuery(''))}>
              <span>{name(a)}</span>
              <span className="lg-code">+{a.code}</span>
            </button>
          </li>
        ))}
        {list.length === 0 && (
          <li className="lg-none">
            <Trans>没有找到匹配的国家或地区</Trans>
          </li>
        )}
      </ul>
    </BottomSheet>
  );
}
