import { Trans, useLingui } from '@lingui/react/macro';
import type { Evaluation } from '@yoga/contract';
import { formatDateTime } from '@yoga/format';
import { tagLabels } from './tag-labels';
import { cx, StarRating } from '@yoga/ui';
import s from './orders.module.css';

/** An evaluation as written, read-only. */
export function EvaluationView({ evaluation: e }: { evaluation: Evaluation }) {
  const { t, i18n } = useLingui();
  const when = formatDateTime(e.createdAt);
  return (
    <section
      className="y-card y-pad-3 y-col y-gap-3 y-mt-3"
      data-testid="evaluation-view"
      aria-label={t`我的评价`}
    >
      <StarRating value={e.stars} readOnly />
      {e.tags.length > 0 && (
        <ul className="y-row y-wrap y-gap-2 y-plain" aria-label={t`快捷标签`}>
          {e.tags.map((tag) => (
            <li key={tag} className={cx('y-sm y-tap', s.tag, s.tagStatic)}>
              {i18n._(tagLabels[tag])}
            </li>
          ))}
        </ul>
      )}
      {e.text ? (
        <p className="y-m0 y-prewrap y-text">{e.text}</p>
      ) : (
        <p className={cx('y-sm y-muted', s.meta)}>
          <Trans>没有填写文字评价</Trans>
        </p>
      )}
      {e.photos.length > 0 && (
        <ul className="y-photos">
          {e.photos.map((p, i) => {
            const n = i + 1;
            return (
              <li key={p.id} className="y-photo">
                <a href={p.url} target="_blank" rel="noreferrer">
                  <img src={p.url} alt={t`评价照片 ${n}`} loading="lazy" />
                </a>
              </li>
            );
          })}
        </ul>
      )}
      <p className={cx('y-sm y-muted', s.meta)}>
        <Trans>评价于 {when}</Trans>
      </p>
    </section>
  );
}
