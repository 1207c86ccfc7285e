import { useLingui } from '@lingui/react';
import { formatMonth } from '@yoga/format';
import './month-calendar.css';

/** Weeks of the month (Monday first) as days YYYY-MM-DD, null outside the month. */
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

export interface MonthCalendarProps {
  /** YYYY-MM. */
  month: string;
  /** The business's day (YYYY-MM-DD), ringed. */
  today: string;
  /** Days marked (practised, checked in). */
  marked: ReadonlySet<string>;
  /** What a day says in words, marked or not (the screen's wording). */
  dayLabel: (ymd: string, marked: boolean) => string;
  /** The caption's class (the month's name, shown or visually hidden). */
  captionClassName: string;
  testId: string;
}

/** A month as a grid, Monday first; every day says in words whether it is marked. */
export function MonthCalendar(p: MonthCalendarProps) {
  const { i18n } = useLingui();
  return (
    <table className="y-cal" data-testid={p.testId}>
      <caption className={p.captionClassName}>{formatMonth(p.month)}</caption>
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
        {weeksOf(p.month).map((week, w) => (
          <tr key={w}>
            {week.map((d, i) =>
              d === null ? (
                <td key={i} />
              ) : (
                <td
                  key={d}
                  data-day={d}
                  className={
                    [p.marked.has(d) && 'y-cal-done', d === p.today && 'y-cal-today']
                      .filter(Boolean)
                      .join(' ') || undefined
                  }
                >
                  <span
                    aria-current={d === p.today ? 'date' : undefined}
                    aria-label={p.dayLabel(d, p.marked.has(d))}
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
