import type { SupportCommonQuestion } from '@yoga/contract';
import { cx } from '@yoga/ui';
import s from './support.module.css';

/** Questions that open in place to their answer (plain paragraphs, shown as text). */
export function ExpandableQuestions({ items }: { items: SupportCommonQuestion[] }) {
  return (
    <ul className="y-plain y-divide" data-testid="common-questions">
      {items.map((q) => (
        <li key={q.id}>
          <details className={s.q}>
            <summary className="y-plain y-break">{q.question}</summary>
            <div className={cx('y-muted y-md y-break', s.answer)}>
              {q.answer.map((p, i) => (
                <p key={i} className="y-m0 y-mb-2">
                  {p}
                </p>
              ))}
            </div>
          </details>
        </li>
      ))}
    </ul>
  );
}
