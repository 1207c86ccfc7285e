import { Trans, useLingui } from '@lingui/react/macro';
import type { ReviewSummary } from '@yoga/contract';
import { formatDate, formatDecimal } from '@yoga/format';
import { showImageViewer } from '@yoga/ui';
import css from './product.module.css';

function Stars({ n, label }: { n: number; label: string }) {
  return (
    <span className={css.stars} role="img" aria-label={label}>
      {[1, 2, 3, 4, 5].map((i) => (
        <span key={i} aria-hidden="true" className={i <= Math.round(n) ? css.on : undefined}>
          ★
        </span>
      ))}
    </span>
  );
}

/** Average stars, the share of good reviews, the count and up to three recent ones with their photos. */
export function ReviewsSummary({ r }: { r: ReviewSummary }) {
  const { t } = useLingui();
  return (
    <section className={`y-card ${css.section}`} aria-labelledby="pd-reviews">
      <h3 id="pd-reviews">
        <Trans>商品评价（{r.count}）</Trans>
        {r.count > 0 && (
          <span className={css.rate}>
            <Trans>好评率 {r.goodRate}%</Trans>
          </span>
        )}
      </h3>
      {r.count === 0 ? (
        <p className={css.muted}>
          <Trans>暂无评价，买下它做第一个评价的人</Trans>
        </p>
      ) : (
        <>
          <p className={css.avg}>
            <Stars n={r.average} label={t`平均 ${formatDecimal(r.average)} 星`} />
            <strong>{formatDecimal(r.average)}</strong>
          </p>
          <ul className={css.reviews}>
            {r.recent.map((v) => (
              <li key={v.id}>
                <div className={css.reviewHead}>
                  <span>{v.author}</span>
                  <Stars n={v.stars} label={t`${v.stars} 星`} />
                  <time dateTime={v.createdAt}>{formatDate(v.createdAt)}</time>
                </div>
                {v.text && <p>{v.text}</p>}
                {v.specText && <p className={css.muted}>{v.specText}</p>}
                {v.photos.length > 0 && (
                  <div className={css.photos}>
                    {v.photos.map((ph, i) => (
                      <button
                        key={ph.id}
                        type="button"
                        aria-label={t`查看评价图片 ${i + 1}`}
                        onClick={() =>
                          void showImageViewer(
                            v.photos.map((x) => x.url),
                            i,
                          )
                        }
                      >
                        <img src={ph.url} alt="" loading="lazy" />
                      </button>
                    ))}
                  </div>
                )}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
