import { useLingui } from '@lingui/react/macro';
import { formatDay } from '@yoga/format';
import { MonthCalendar } from '@yoga/ui';
import s from './check-in.module.css';

/**
 * The business's month of `today` (the server's business day, China time, whatever the phone's zone),
 * checked days marked, today ringed; each day says in words whether it was checked.
 */
export function CheckInCalendar({ today, days }: { today: string; days: readonly string[] }) {
  const { t } = useLingui();
  const month = today.slice(0, 7);
  const dayName = (ymd: string) => formatDay(ymd, { year: 'auto', now: `${month}-15T12:00:00Z` });
  return (
    <MonthCalendar
      month={month}
      today={today}
      marked={new Set(days)}
      dayLabel={(d, done) => (done ? t`${dayName(d)}，已签到` : t`${dayName(d)}，未签到`)}
      captionClassName={s.calCaption ?? ''}
      testId="check-in-calendar"
    />
  );
}
