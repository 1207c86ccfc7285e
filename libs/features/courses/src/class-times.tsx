import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { ClassTime } from '@yoga/contract';
import { formatClassTime } from '@yoga/format';
import { cx } from '@yoga/ui';
import s from './courses.module.css';

export interface ClassTimesProps {
  classes: ClassTime[];
  selected: number | null;
  onSelect: (id: number) => void;
  /** Read-only (ended, bought): the times are shown, not chosen. */
  readOnly?: boolean;
}

/** The next sessions as a radio group; a full one stays visible but cannot be chosen. */
export function ClassTimes({ classes, selected, onSelect, readOnly }: ClassTimesProps) {
  const { t } = useLingui();
  if (classes.length === 0)
    return (
      <p className={cx('y-m0 y-muted y-md', s.prose)}>
        <Trans>暂无可预约的上课时间</Trans>
      </p>
    );
  return (
    <fieldset className={cx('y-col y-gap-2 y-m0', s.times)}>
      <legend className="y-muted y-xs">{readOnly ? t`上课时间` : t`请选择上课时间`}</legend>
      {classes.map((c) => (
        <label
          key={c.id}
          className={cx('y-row y-between y-gap-2 y-outline y-rounded y-surface y-tap y-focus', s.time)}
        >
          <input
            type="radio"
            className="y-hidden-input"
            name="class-time"
            value={c.id}
            checked={selected === c.id}
            disabled={readOnly || c.seatsLeft === 0}
            onChange={() => onSelect(c.id)}
          />
          <span>{formatClassTime(c.startsAt)}</span>
          <span
            className={cx('y-sm y-muted y-nowrap', c.seatsLeft > 0 && c.seatsLeft <= 3 && 'y-text-danger')}
          >
            {c.seatsLeft === 0 ? (
              <Trans>已约满</Trans>
            ) : (
              <Plural value={c.seatsLeft} one="剩 # 个名额" other="剩 # 个名额" />
            )}
          </span>
        </label>
      ))}
    </fieldset>
  );
}
