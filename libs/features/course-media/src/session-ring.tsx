import { useLingui } from '@lingui/react/macro';
import { cx } from '@yoga/ui';
import s from './course-media.module.css';

/** Sessions left of the total as a ring: the number people look for first, drawn large in the middle. */
export function SessionRing({ left, total }: { left: number; total: number }) {
  const { t } = useLingui();
  const r = 42;
  const length = 2 * Math.PI * r;
  const share = total > 0 ? left / total : 0;
  return (
    <div className={cx('y-fixed', s.ring)} role="img" aria-label={t`剩余 ${left} 次，共 ${total} 次`}>
      <svg viewBox="0 0 100 100" aria-hidden="true">
        <circle cx="50" cy="50" r={r} className={s.ringTrack} />
        <circle
          cx="50"
          cy="50"
          r={r}
          className={s.ringFill}
          strokeDasharray={`${length * share} ${length}`}
          transform="rotate(-90 50 50)"
        />
      </svg>
      <div className={cx('y-row y-align-baseline y-justify-center', s.ringText)} aria-hidden="true">
        <strong className="y-2xl">{left}</strong>
        <span className="y-muted y-sm">/ {total}</span>
      </div>
    </div>
  );
}
