import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import type { PointsFilter } from '@yoga/contract';
import { link, type SubApp } from '@yoga/platform';
import { cx, EmptyState, PagedList } from '@yoga/ui';
import { useLedger } from './api/points';
import { formatDateTime, formatSigned } from '@yoga/format';
import { lineLabel } from './labels';
import { rowMain, rowSide, rowTime } from './money-rows';
import s from './wallet.module.css';

/** The point changes of one filter, newest first, paged in as the list scrolls. */
export function PointsLedger({ sub, kind, unit }: { sub: SubApp; kind: PointsFilter; unit: string }) {
  const { t, i18n } = useLingui();
  const ledger = useLedger(sub.id, kind);
  const empty = (
    <EmptyState
      title={kind === 'spent' ? <Trans>还没有使用过积分</Trans> : <Trans>还没有积分记录</Trans>}
      description={<Trans>购买课程和商城好物，支付成功后获得积分</Trans>}
      action={
        <Link className="y-btn" to={link(sub, 'free_course')}>
          <Trans>去上一节免费课</Trans>
        </Link>
      }
    />
  );
  return (
    <PagedList
      query={ledger}
      empty={empty}
      className={cx('y-plain', s.rows)}
      skeleton="rows"
      testId="points-ledger"
      rowKey={(e) => e.id}
      row={(e) => (
        <li className={cx('y-between y-gap-3', s.row)}>
          <div className={rowMain}>
            <span className="y-col y-break">
              {i18n._(lineLabel(e))}
              {e.title && <span className="y-sm y-muted">{e.title}</span>}
              {e.orderNo && (
                <span className="y-sm y-muted">
                  <Trans>订单号</Trans> {e.orderNo}
                </span>
              )}
            </span>
            <span className={rowTime}>{formatDateTime(e.createdAt)}</span>
          </div>
          <div className={rowSide}>
            <span className={e.delta > 0 ? 'y-text-brand y-bold' : 'y-bold'}>
              {formatSigned(e.delta)}
              <span className="y-vh"> {unit}</span>
            </span>
            <span className={rowTime}>{t`余额 ${e.balance}`}</span>
          </div>
        </li>
      )}
    />
  );
}
