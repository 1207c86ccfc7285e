import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { ClassTime } from '@yoga/contract';
import { formatClassTime } from '@yoga/format';

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
      <p className="cs-sub">
        <Trans>暂无可预约的上课时间</Trans>
      </p>
    );
  return (
    <fieldset className="cs-times">
      <legend className="cs-hint">{readOnly ? t`上课时间` : t`请选择上课时间`}</legend>
      {classes.map((c) => (
        <label key={c.id} className="cs-time">
          <input
            type="radio"
            name="class-time"
            value={c.id}
            checked={selected === c.id}
            disabled={readOnly || c.seatsLeft === 0}
            onChange={() => onSelect(c.id)}
          />
          <span>{formatClassTime(c.startsAt)}</span>
          <span className={c.seatsLeft > 0 && c.seatsLeft <= 3 ? 'cs-seats cs-seats-low' : 'cs-seats'}>
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
