import { useLingui } from '@lingui/react/macro';
import './video.css';
import { SPEEDS } from './resume';

/** The speeds as one group of toggle buttons; the chosen one is pressed. */
export function SpeedButtons({ value, onChange }: { value: number; onChange: (speed: number) => void }) {
  const { t } = useLingui();
  return (
    <div className="cm-speeds" role="group" aria-label={t`播放速度`}>
      {SPEEDS.map((s) => (
        <button
          key={s}
          type="button"
          className="cm-speed"
          aria-pressed={s === value}
          aria-label={t`${s} 倍速`}
          onClick={() => onChange(s)}
        >
          {s}×
        </button>
      ))}
    </div>
  );
}
