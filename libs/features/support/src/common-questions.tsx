import type { SupportCommonQuestion } from '@yoga/contract';

/** Questions that open in place to their answer (plain paragraphs, shown as text). */
export function ExpandableQuestions({ items }: { items: SupportCommonQuestion[] }) {
  return (
    <ul className="sp-qs" data-testid="common-questions">
      {items.map((q) => (
        <li key={q.id}>
          <details className="sp-q">
            <summary>{q.question}</summary>
            <div className="sp-answer">
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
