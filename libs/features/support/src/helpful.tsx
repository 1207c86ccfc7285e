import { Trans, useLingui } from '@lingui/react/macro';
import type { SupportQuestion } from '@yoga/contract';
import { useVote } from './api/support';
import { cx, useSubApp } from '@yoga/ui';
import s from './support.module.css';

/**
 * "Was this helpful": yes or no, said once (per account, or per device signed out: the server keeps
 * it); the counts as the server has them. Once said, the choice shows and the buttons rest.
 */
export function Helpful({ question }: { question: SupportQuestion }) {
  const { t } = useLingui();
  const sub = useSubApp();
  const vote = useVote(sub.id, question.id);
  const said = question.myVote;
  const { yes, no } = question.helpful;
  return (
    <section
      className={cx('y-col y-gap-2', s.helpful)}
      aria-labelledby={`sp-helpful-${question.id}`}
      data-testid="helpful"
    >
      <p id={`sp-helpful-${question.id}`} className="y-m0">
        {said ? t`感谢你的反馈` : t`这个回答对你有帮助吗？`}
      </p>
      <div className="y-row y-wrap y-gap-2">
        <button
          type="button"
          className={cx(said === 'yes' ? 'y-tint y-text-brand' : 'y-surface y-text', s.vote)}
          aria-pressed={said === 'yes'}
          disabled={said !== null || vote.isPending}
          onClick={() => vote.mutate('yes')}
        >
          <Trans>有帮助</Trans> · {yes}
        </button>
        <button
          type="button"
          className={cx(said === 'no' ? 'y-tint y-text-brand' : 'y-surface y-text', s.vote)}
          aria-pressed={said === 'no'}
          disabled={said !== null || vote.isPending}
          onClick={() => vote.mutate('no')}
        >
          <Trans>没帮助</Trans> · {no}
        </button>
      </div>
      <p className="y-m0 y-faint y-sm" data-testid="helpful-count">
        <Trans>{yes} 人觉得有帮助</Trans>
      </p>
    </section>
  );
}
