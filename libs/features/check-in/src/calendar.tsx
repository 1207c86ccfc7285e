import { useLingui } from '@lingui/react/macro';
import { formatDay, formatMonth } from '@yoga/format';

/** Weeks of the month (Monday first) as business days YYYY-MM-DD, null outside the month. */
export function weeksOf(month: string): (string | null)[][] {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const length = new Date(Date.UTC(y, m, 0)).getUTCDate();
  const lead = (new Date(Date.UTC(y, m - 1, 1)).getUTCDay() + 6) % 7;
  const cells = [
    ...Array.from({ length: lead }, () => null),
    ...Array.from({ length }, (_, i) => `${month}-${String(i + 1).padStart(2, '0')}`),
  ];
  while (cells.length % 7) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, w) => cells.slice(w * 7, w * 7 + 7));
}

/** 2026-11-02 was a Monday: the week's day names in the UI language. */
const mondays = Array.from({ length: 7 }, (_, i) => `2026-11-${String(2 + i).padStart(2, '0')}T12:00:00Z`);

/**
 * The business's month of `today` (the server's business day, China time, whatever the phone's zone),
 * checked days marked, today ringed; each day says in words whether it was checked.
 */
export function CheckInCalendar({ today, days }: { today: string; days: readonly string[] }) {
  const { t, i18n } = useLingui();
  const month = today.slice(0, 7);
  const done = new Set(days);
  const dayName = (ymd: string) => formatDay(ymd, { year: 'auto', now: `${month}-15T12:00:00Z` });
  return (
    <table className="ci-cal" data-testid="check-in-calendar">
      <caption className="ci-cal-caption">{formatMonth(month)}</caption>
      <thead>
        <tr>
          {mondays.map((d) => (
            <th key={d} scope="col" abbr={i18n.date(d, { weekday: 'long', timeZone: 'UTC' })}>
              {i18n.date(d, { weekday: 'narrow', timeZone: 'UTC' })}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {weeksOf(month).map((week, w) => (
          <tr key={w}>
            {week.map((d, i) =>
              d === null ? (
                <td key={i} />
              ) : (
                <td
                  key={d}
                  data-day={d}
                  className={[done.has(d) && 'ci-cal-done', d === today && 'ci-cal-today']
                    .filter(Boolean)
                    .join(' ')}
                >
                  <span
                    aria-current={d === today ? 'date' : undefined}
                    aria-label={done.has(d) ? t`${dayName(d)}，已签到` : t`${dayName(d)}，未签到`}
                  >
                    {Number(d.slice(8))}
                  </span>
                </td>
              ),
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
