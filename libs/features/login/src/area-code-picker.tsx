import { useMemo, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { IndexBar, TitledSheet } from '@yoga/ui';
import type { Area } from './area';
import { commonAreas, groupAreas, searchAreas, type AreaCode } from './area-codes';
import { areaNamer } from './area-names';
import s from './area-code-picker.module.css';

export interface AreaCodePickerProps {
  open: boolean;
  current: string;
  onClose: () => void;
  onPick: (a: Area) => void;
}

const COMMON = '★';

/**
 * The area-code chooser: a full-height sheet with search, a "common" group, the rest by letter and
 * an A–Z strip. Loaded on first use (with the Popup animation stack and the 243-row table).
 */
export default function AreaCodePicker({ open, current, onClose, onPick }: AreaCodePickerProps) {
  const { t, i18n } = useLingui();
  const [query, setQuery] = useState('');
  const name = useMemo(() => areaNamer(i18n), [i18n]);
  const zh = i18n.locale.startsWith('zh');
  const groups = useMemo(() => groupAreas(name, zh, i18n.locale), [name, zh, i18n.locale]);
  const found = query.trim() ? searchAreas(query, name) : null;
  const close = () => (onClose(), setQuery(''));
  const jump = (key: string) =>
    document.getElementById(`lg-area-${key}`)?.scrollIntoView?.({ block: 'start' });

  const row = (a: AreaCode) => (
    <li key={a.iso}>
      <button
        type="button"
        aria-current={a.iso === current || undefined}
        onClick={() => (onPick({ iso: a.iso, code: a.code }), setQuery(''))}
      >
        <span>{name(a)}</span>
        <span className="y-fixed y-muted">+{a.code}</span>
      </button>
    </li>
  );
  const group = (key: string, title: string, items: AreaCode[]) => (
    <section key={key} id={`lg-area-${key}`} aria-label={title}>
      <h3 className={`y-m0 y-muted y-sm y-bold ${s.group}`}>{title}</h3>
      <ul className={`y-plain ${s.areas}`}>{items.map(row)}</ul>
    </section>
  );

  return (
    <TitledSheet open={open} onClose={close} title={t`选择国家或地区`} closeLabel={t`关闭`}>
      <div className={s.head}>
        <input
          className={s.search}
          type="search"
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          placeholder={t`搜索名称或区号`}
          aria-label={t`搜索国家、地区或区号`}
        />
      </div>
      <div className={s.body}>
        <div className={s.list}>
          {found ? (
            <ul className={`y-plain ${s.areas}`} aria-label={t`搜索结果`}>
              {found.map(row)}
              {found.length === 0 && (
                <li className={`y-center y-muted ${s.none}`} role="status">
                  <Trans>没有找到匹配的国家或地区</Trans>
                </li>
              )}
            </ul>
          ) : (
            <>
              {group(COMMON, t`常用`, commonAreas())}
              {groups.map((g) => group(g.key, g.key, g.items))}
            </>
          )}
        </div>
        {!found && (
          <IndexBar keys={[COMMON, ...groups.map((g) => g.key)]} label={t`按字母跳转`} onSelect={jump} />
        )}
      </div>
    </TitledSheet>
  );
}
