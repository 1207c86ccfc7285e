import { useLingui } from '@lingui/react/macro';
import type { TrackingEvent } from '@yoga/contract';
import { formatDateTime } from '@yoga/format';
import { cx } from '@yoga/ui';
import css from './shop-orders.module.css';

/** Newest first whatever order they came in: the contract promises it, the screen does not rely on it. */
export const newestFirst = (events: TrackingEvent[]) =>
  [...events].sort((a, b) => Date.parse(b.time) - Date.parse(a.time));

/** The tracking events as a vertical timeline; the latest one is highlighted. */
export function ShipmentTimeline({ events }: { events: TrackingEvent[] }) {
  const { t } = useLingui();
  return (
    <ol className={cx('y-plain', css.timeline)} aria-label={t`物流轨迹`} data-testid="timeline">
      {newestFirst(events).map((e, i) => (
        <li
          key={`${e.time}-${i}`}
          className={cx(i === 0 ? 'y-text' : 'y-muted', css.event, i === 0 && css.eventLatest)}
          aria-current={i === 0 ? 'step' : undefined}
        >
          <p className={cx('y-md', i === 0 && 'y-bold', css.mb1, css.eventText)}>
            {e.place && <span>【{e.place}】</span>}
            {e.text}
          </p>
          <time className="y-xs y-muted y-num" dateTime={e.time}>
            {formatDateTime(e.time, { year: 'auto' })}
          </time>
        </li>
      ))}
    </ol>
  );
}
