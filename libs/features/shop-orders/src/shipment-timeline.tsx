import { useLingui } from '@lingui/react/macro';
import type { TrackingEvent } from '@yoga/contract';
import { formatDateTime } from '@yoga/format';

/** Newest first whatever order they came in: the contract promises it, the screen does not rely on it. */
export const newestFirst = (events: TrackingEvent[]) =>
  [...events].sort((a, b) => Date.parse(b.time) - Date.parse(a.time));

/** The tracking events as a vertical timeline; the latest one is highlighted. */
export function ShipmentTimeline({ events }: { events: TrackingEvent[] }) {
  const { t } = useLingui();
  return (
    <ol className="so-timeline" aria-label={t`物流轨迹`} data-testid="timeline">
      {newestFirst(events).map((e, i) => (
        <li
          key={`${e.time}-${i}`}
          className={i === 0 ? 'so-event so-event-latest' : 'so-event'}
          aria-current={i === 0 ? 'step' : undefined}
        >
          <p className="so-event-text">
            {e.place && <span className="so-event-place">【{e.place}】</span>}
            {e.text}
          </p>
          <time className="so-event-time" dateTime={e.time}>
            {formatDateTime(e.time, { year: 'auto' })}
          </time>
        </li>
      ))}
    </ol>
  );
}
