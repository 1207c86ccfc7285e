import { beforeAll, describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { I18nProvider } from '@lingui/react';
import { activateTestLocale, i18n } from '@yoga/i18n';
import { MonthCalendar, weeksOf } from './month-calendar';

beforeAll(() => activateTestLocale('zh'));

describe('MonthCalendar', () => {
  it('lays a month out Monday first (November 2026 starts on a Sunday)', () => {
    const weeks = weeksOf('2026-11');
    expect(weeks[0]).toEqual([null, null, null, null, null, null, '2026-11-01']);
    expect(weeks.at(-1)![0]).toBe('2026-11-30');
  });

  it('marks the given days and today, and says each day in the screen’s words', () => {
    render(
      <I18nProvider i18n={i18n}>
        <MonthCalendar
          month="2026-11"
          today="2026-11-26"
          marked={new Set(['2026-11-25'])}
          dayLabel={(d, done) => `${d} ${done ? 'yes' : 'no'}`}
          captionClassName="x-cap"
          testId="cal"
        />
      </I18nProvider>,
    );
    const day = (label: string) => screen.getByTestId('cal').querySelector(`[aria-label="${label}"]`)!;
    expect(day('2026-11-25 yes').closest('td')!.className).toBe('y-cal-done');
    const today = day('2026-11-26 no');
    expect(today.getAttribute('aria-current')).toBe('date');
    expect(today.closest('td')!.className).toBe('y-cal-today');
  });
});
