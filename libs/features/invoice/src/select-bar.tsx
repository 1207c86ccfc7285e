import { Trans } from '@lingui/react/macro';
import { formatMoney } from '@yoga/format';
import { ActionBar, cx } from '@yoga/ui';
import s from './invoice.module.css';

export interface SelectBarProps {
  count: number;
  total: number;
  /** Every loaded order that can be invoiced is ticked (and there is at least one). */
  allChecked: boolean;
  canSelectAll: boolean;
  onSelectAll: () => void;
  onNext: () => void;
}

/** The fixed bottom bar of the order list: select all, the count and sum, and the way on. */
export function SelectBar({ count, total, allChecked, canSelectAll, onSelectAll, onNext }: SelectBarProps) {
  const sum = formatMoney(total);
  return (
    <ActionBar
      data-testid="invoice-bar"
      start={
        <>
          <label className="y-row y-gap-1">
            <input
              type="checkbox"
              className={cx('y-fixed', s.check)}
              checked={allChecked}
              disabled={!canSelectAll}
              onChange={onSelectAll}
            />
            <Trans>全选</Trans>
          </label>
          <p className="y-grow y-m0 y-sm y-right" aria-live="polite">
            <Trans>
              已选 {count} 笔 合计 <strong className="y-num y-bold">{sum}</strong>
            </Trans>
          </p>
        </>
      }
    >
      <button type="button" className="y-btn" disabled={count === 0} onClick={onNext}>
        <Trans>去开票</Trans>
      </button>
    </ActionBar>
  );
}
