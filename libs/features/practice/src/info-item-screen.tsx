import { lazy, Suspense } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import type { MeasurementHistory, MeasurementItem } from '@yoga/contract';
import { MEASUREMENT_ITEMS } from '@yoga/contract/codes';
import { formatDay } from '@yoga/format';
import { link } from '@yoga/platform';
import { cx, PageShell, QueryState, Skeleton, useRouteQuery, useSubApp } from '@yoga/ui';
import { useMeasurement } from './api';
import s from './practice.module.css';

// The chart library loads with this screen's data, never before: it is its own chunk.
const MeasurementChart = lazy(() => import('./chart'));

/** ?item= of the measurements; absent means weight; anything else is not found (no request). */
export function itemOf(asked: string | null | undefined): MeasurementItem | null {
  if (!asked) return 'weight';
  return (MEASUREMENT_ITEMS as readonly string[]).includes(asked) ? (asked as MeasurementItem) : null;
}

function useItemName() {
  const { t } = useLingui();
  return (i: MeasurementItem) => ({ weight: t`体重`, waist: t`腰围`, bodyFat: t`体脂率` })[i];
}

function History({ h }: { h: MeasurementHistory }) {
  const { t } = useLingui();
  const name = useItemName()(h.item);
  const unit = { kg: t`公斤`, cm: t`厘米`, '%': '%' }[h.unit];
  const first = h.points[0]!;
  const last = h.points.at(-1)!;
  const change = Math.round((last.value - first.value) * 10) / 10;
  return (
    <>
      <section className="y-card y-col y-gap-2" aria-labelledby="sp-latest">
        <h2 id="sp-latest" className="y-m0 y-lg">
          <Trans>
            最近{name}：{last.value} {unit}
          </Trans>
        </h2>
        <p className="y-m0 y-muted y-sm">
          <Trans>
            自 {formatDay(first.day)} 起变化 {change > 0 ? `+${change}` : change} {unit}
          </Trans>
        </p>
        <Suspense fallback={<Skeleton shape="blocks" lines={1} />}>
          <MeasurementChart history={h} />
        </Suspense>
      </section>
      <section className="y-card y-col y-gap-2">
        <table className={cx('y-md', s.table)} data-testid="measurement-table">
          <caption className={cx('y-nowrap', s.visuallyHidden)}>{t`${name}历史记录`}</caption>
          <thead>
            <tr>
              <th scope="col">
                <Trans>日期</Trans>
              </th>
              <th scope="col">{t`${name}（${unit}）`}</th>
            </tr>
          </thead>
          <tbody>
            {[...h.points].reverse().map((p) => (
              <tr key={p.day}>
                <td>{formatDay(p.day)}</td>
                <td>{p.value}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </>
  );
}

/** info_item?item=weight|waist|bodyFat: one measurement's history as a chart and as a table. */
export default function InfoItemScreen() {
  const sub = useSubApp();
  const itemName = useItemName();
  const item = itemOf(useRouteQuery('info_item').item);
  const history = useMeasurement(sub.id, item);
  return (
    <PageShell>
      <div className="y-stack">
        <nav className={cx('y-row y-wrap y-gap-2', s.tabs)} aria-label={itemName('weight')}>
          {MEASUREMENT_ITEMS.map((i) => (
            <Link
              key={i}
              to={link(sub, 'info_item', { item: i })}
              className="y-row y-surface"
              replace
              aria-current={i === item ? 'page' : undefined}
            >
              {itemName(i)}
            </Link>
          ))}
        </nav>
        <QueryState
          query={history}
          skeleton="blocks"
          notFound={item === null}
          notFoundTitle={<Trans>没有这项身体数据</Trans>}
          isEmpty={(h) => h.points.length === 0}
          empty={
            <div className="y-card y-col y-gap-2">
              <p>
                <Trans>还没有记录</Trans>
              </p>
              <Link className="y-btn" to={link(sub, 'basic_info')}>
                <Trans>填写基本信息</Trans>
              </Link>
            </div>
          }
        >
          {(h) => <History h={h} />}
        </QueryState>
      </div>
    </PageShell>
  );
}
