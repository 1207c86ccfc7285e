import { useLingui } from '@lingui/react/macro';
import type { TrackingEvent } from '@yoga/contract';
import { formatDateTime } from '@yoga/format';
import css from './shop-orders.module.css';

/** Newest first whatever order they came in: the contract promises it, the screen does not rely on it. */
export const newestFirst = (events: TrackingEvent[]) =>
  [...events].sort((a, b) => Date.parse(b.time) - Date.parse(a.time));

/** The tracking events as a vertical timeline; the latest one is highlighted. */
export function ShipmentTimeline({ events }: { events: TrackingEvent[] }) {
  const { t } = useLingui();
  return (
    <ol className={css.timeline} aria-label={t`物流轨迹`} data-testid="timeline">
      {newestFirst(events).map((e, i) => (
        <li
          key={`${e.time}-${i}`}
          className={i === 0 ? `${css.event} ${css.eventLatest}` : css.event}
          aria-current={i === 0 ? 'step' : undefined}
        >
          <p className={css.eventText}>
            {e.place && <span>【{e.place}】</span>}
            {e.text}
          </p>
          <time className={css.eventTime} dateTime={e.time}>
            {formatDateTime(e.time, { year: 'auto' })}
          </time>
        </li>
      ))}
    </ol>
  );
}
