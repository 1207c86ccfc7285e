import { useLingui } from '@lingui/react/macro';
import type { SupportService } from '@yoga/contract';
import { businessDay, formatDateTime, formatTime } from '@yoga/format';
import { cx, StatusLine } from '@yoga/ui';
import s from './support.module.css';

/** "每天" / "周一至周五" / "周一、周三": the open weekdays (1 Monday … 7 Sunday). */
function useDaysText(days: number[]): string {
  const { t } = useLingui();
  const names = [t`周一`, t`周二`, t`周三`, t`周四`, t`周五`, t`周六`, t`周日`];
  const sorted = [...days].sort((a, b) => a - b).join(',');
  if (sorted === '1,2,3,4,5,6,7') return t`每天`;
  if (sorted === '1,2,3,4,5') return t`周一至周五`;
  return days.map((d) => names[d - 1]).join(t`、`);
}

/** When it opens next: "09:00" today, "明天 09:00" tomorrow, else with the date and weekday. */
function useOpensText(nextOpenAt: string | null): string {
  const { t } = useLingui();
  if (nextOpenAt === null) return '';
  const day = businessDay(nextOpenAt);
  if (day === businessDay()) return formatTime(nextOpenAt);
  if (day === businessDay(Date.now() + 86_400_000)) {
    const time = formatTime(nextOpenAt);
    return t`明天 ${time}`;
  }
  return formatDateTime(nextOpenAt, { weekday: true, year: 'auto' });
}

/**
 * Online hours as the business's wall clock (labelled once when the phone's zone reads otherwise) and
 * whether someone is online now, as the server worked it out: "在线" or "已下线，明天 09:00 上线".
 */
export function ServiceHours({ service }: { service: SupportService }) {
  const { t } = useLingui();
  const { hours, online, nextOpenAt } = service;
  const days = useDaysText(hours.days);
  const range = `${formatTime(hours.opensAt, { zoneLabel: false })}–${formatTime(hours.closesAt)}`;
  const opens = useOpensText(nextOpenAt);
  return (
    <div>
      <p className={cx('y-m0 y-row y-wrap', s.gaps)}>
        <span className="y-muted y-md">{t`在线客服时间`}</span>
        <span>
          {days} {range}
        </span>
      </p>
      <div data-testid="service-status">
        <StatusLine tone={online ? 'ok' : 'info'}>
          {online ? t`客服在线，欢迎咨询` : opens ? t`已下线，${opens} 上线` : t`暂不在线`}
        </StatusLine>
      </div>
    </div>
  );
}
