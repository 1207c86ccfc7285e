import { useLingui } from '@lingui/react/macro';
import type { EvaluationTag } from '@yoga/contract';
import { tagLabels } from './tag-labels';
import { cx } from '@yoga/ui';
import s from './orders.module.css';

/** Quick tags, each a toggle button. */
export function TagPicker({
  value,
  onChange,
}: {
  value: EvaluationTag[];
  onChange: (tags: EvaluationTag[]) => void;
}) {
  const { t, i18n } = useLingui();
  const toggle = (tag: EvaluationTag) =>
    onChange(value.includes(tag) ? value.filter((x) => x !== tag) : [...value, tag]);
  return (
    <div className="y-row y-wrap y-gap-2 y-plain" role="group" aria-label={t`快捷标签`}>
      {(Object.keys(tagLabels) as EvaluationTag[]).map((tag) => (
        <button
          key={tag}
          type="button"
          className={cx('y-sm y-tap', s.tag)}
          aria-pressed={value.includes(tag)}
          onClick={() => toggle(tag)}
        >
          {i18n._(tagLabels[tag])}
        </button>
      ))}
    </div>
  );
}
