import { useLingui } from '@lingui/react/macro';
import type { PracticeDay } from '@yoga/contract';
import { formatDay } from '@yoga/format';
import { MonthCalendar as Calendar } from '@yoga/ui';

/** The month as a grid, practised days marked; every day says in words whether it was practised. */
export function MonthCalendar({ month, days, today }: { month: string; days: PracticeDay[]; today: string }) {
  const { t } = useLingui();
  // The month is in the caption: a day's name never repeats its year.
  const dayName = (ymd: string) => formatDay(ymd, { year: 'auto', now: `${month}-15T12:00:00Z` });
  return (
    <Calendar
      month={month}
      today={today}
      marked={new Set(days.map((d) => d.date))}
      dayLabel={(d, done) => (done ? t`${dayName(d)}，已练习` : t`${dayName(d)}，未练习`)}
      captionClassName="y-vh"
      testId="practice-calendar"
    />
  );
}
