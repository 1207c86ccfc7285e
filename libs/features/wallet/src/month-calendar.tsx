import { useLingui } from '@lingui/react/macro';
import type { PracticeDay } from '@yoga/contract';
import { formatDay, formatMonth } from '@yoga/format';

/** Weeks of the month (Monday first) as dates YYYY-MM-DD, null outside the month. */
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

/** The month as a grid, practised days marked; every day says in words whether it was practised. */
export function MonthCalendar({ month, days, today }: { month: string; days: PracticeDay[]; today: string }) {
  const { t, i18n } = useLingui();
  const done = new Set(days.map((d) => d.date));
  // The month is in the caption: a day's name never repeats its year.
  const dayName = (ymd: string) => formatDay(ymd, { year: 'auto', now: `${month}-15T12:00:00Z` });
  return (
    <table className="wl-cal" data-testid="practice-calendar">
      <caption className="wl-visually-hidden">{formatMonth(month)}</caption>
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
                  className={[done.has(d) && 'wl-cal-done', d === today && 'wl-cal-today']
                    .filter(Boolean)
                    .join(' ')}
                >
                  <span aria-label={done.has(d) ? t`${dayName(d)}，已练习` : t`${dayName(d)}，未练习`}>
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
