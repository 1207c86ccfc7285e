import { Trans, useLingui } from '@lingui/react/macro';
import { POINTS_MAX_SHARE, POINTS_PER_YUAN, pointsUsable, pointsValue } from '@yoga/contract/codes';
import { formatMoney, formatPoints } from '@yoga/format';
import './points-row.css';

export interface PointsRowProps {
  /** The balance; undefined while it loads or when it could not be read (the row then offers nothing). */
  balance: number | undefined;
  /** What is left to pay before points, in fen (the cap is a share of it). */
  price: number;
  on: boolean;
  onToggle: (on: boolean) => void;
  /** A rule above the row, where it follows price rows in the same card (course_pay). */
  divided?: boolean;
}

/** The points the order can use under the rule (balance, share cap, whole yuan) and what they take off. */
export const pointsToUse = (balance: number | undefined, price: number) =>
  balance === undefined ? 0 : pointsUsable(balance, price);

/**
 * Balance, how many points this order can use, the ¥ they take off, and a switch to use them: the
 * one row course_pay and the store's order sheet show (the rule itself is the contract's).
 */
export function PointsRow({ balance, price, on, onToggle, divided }: PointsRowProps) {
  const { t } = useLingui();
  const usable = pointsToUse(balance, price);
  const cut = pointsValue(usable);
  const rule = t`每 ${POINTS_PER_YUAN} 积分抵 ${formatMoney(100)}，最多抵扣订单金额的 ${POINTS_MAX_SHARE}%`;
  const points = formatPoints(usable);
  const held = formatPoints(balance ?? 0);
  return (
    <div
      className={divided ? 'y-pts y-pts-divided' : 'y-pts'}
      data-testid="points-row"
      data-balance={balance}
      data-usable={usable}
    >
      <div className="y-pts-text">
        <span>
          <Trans>积分抵扣</Trans>
        </span>
        <span className="y-pts-hint">
          {balance === undefined ? (
            <Trans>积分读取中…</Trans>
          ) : usable > 0 ? (
            <Trans>
              共 {held}，本单可用 {points}
            </Trans>
          ) : (
            <Trans>共 {held}，本单暂不可用</Trans>
          )}
        </span>
        <span className="y-pts-hint">{rule}</span>
      </div>
      {usable > 0 && <span className={on ? 'y-pts-minus' : 'y-pts-hint'}>{formatMoney(-cut)}</span>}
      <button
        type="button"
        role="switch"
        aria-checked={on && usable > 0}
        aria-label={t`使用积分抵扣`}
        className="y-pts-switch"
        disabled={usable === 0}
        onClick={() => onToggle(!on)}
      />
    </div>
  );
}
