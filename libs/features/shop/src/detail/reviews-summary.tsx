import { Trans, useLingui } from '@lingui/react/macro';
import type { ReviewSummary } from '@yoga/contract';
import { formatDate, formatDecimal } from '@yoga/format';
import { cx, showImageViewer } from '@yoga/ui';
import css from './product.module.css';

function Stars({ n, label }: { n: number; label: string }) {
  return (
    <span role="img" aria-label={label}>
      {[1, 2, 3, 4, 5].map((i) => (
        <span key={i} aria-hidden="true" className={i <= Math.round(n) ? 'y-text-warning' : css.star}>
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
    <section className="y-card y-mt-3" aria-labelledby="pd-reviews">
      <h3 id="pd-reviews" className="y-row y-align-baseline y-between y-m0 y-mb-2 y-lg">
        <Trans>商品评价（{r.count}）</Trans>
        {r.count > 0 && (
          <span className="y-text-danger y-sm y-normal">
            <Trans>好评率 {r.goodRate}%</Trans>
          </span>
        )}
      </h3>
      {r.count === 0 ? (
        <p className={cx('y-m0 y-muted y-sm', css.sub)}>
          <Trans>暂无评价，买下它做第一个评价的人</Trans>
        </p>
      ) : (
        <>
          <p className="y-row y-gap-2 y-m0 y-mb-2">
            <Stars n={r.average} label={t`平均 ${formatDecimal(r.average)} 星`} />
            <strong>{formatDecimal(r.average)}</strong>
          </p>
          <ul className={cx('y-plain', css.reviews)}>
            {r.recent.map((v) => (
              <li key={v.id} className="y-md">
                <div className="y-row y-gap-2 y-sm">
                  <span>{v.author}</span>
                  <Stars n={v.stars} label={t`${v.stars} 星`} />
                  <time dateTime={v.createdAt} className={cx('y-faint y-xs', css.end)}>
                    {formatDate(v.createdAt)}
                  </time>
                </div>
                {v.text && <p>{v.text}</p>}
                {v.specText && <p className="y-muted y-sm">{v.specText}</p>}
                {v.photos.length > 0 && (
                  <div className={cx('y-row y-gap-2 y-mt-2', css.photos)}>
                    {v.photos.map((ph, i) => (
                      <button
                        key={ph.id}
                        type="button"
                        className="y-bare y-rounded-sm y-tap"
                        aria-label={t`查看评价图片 ${i + 1}`}
                        onClick={() =>
                          void showImageViewer(
                            v.photos.map((x) => x.url),
                            i,
                          )
                        }
                      >
                        <img className="y-fill-img" src={ph.url} alt="" loading="lazy" />
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
