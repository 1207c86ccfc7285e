import type { SupportCommonQuestion } from '@yoga/contract';
import s from './support.module.css';

/** Questions that open in place to their answer (plain paragraphs, shown as text). */
export function ExpandableQuestions({ items }: { items: SupportCommonQuestion[] }) {
  return (
    <ul className={s.qs} data-testid="common-questions">
      {items.map((q) => (
        <li key={q.id}>
          <details className={s.q}>
            <summary>{q.question}</summary>
            <div className={s.answer}>
              {q.answer.map((p, i) => (
                <p key={i}>{p}</p>
              ))}
            </div>
          </details>
        </li>
      ))}
    </ul>
  );
}
