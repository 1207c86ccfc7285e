import { useLingui } from '@lingui/react/macro';
import type { SampleReview } from '@yoga/contract';
import { formatDate } from '@yoga/format';
import { cx, StarRating, showImageViewer } from '@yoga/ui';
import s from './coach-promote.module.css';

/** One review as given: stars, text, photos (tap to view), when. */
export function ReviewCard({ r, withTitle }: { r: SampleReview; withTitle?: boolean }) {
  const { t } = useLingui();
  const urls = r.photos.map((p) => p.url);
  return (
    <article className="y-card y-col y-gap-3" data-testid="review">
      {withTitle ? <h3 className="y-m0 y-lg">{r.productTitle}</h3> : null}
      <StarRating readOnly value={r.rating} />
      <p className={cx('y-m0', s.prose)}>{r.text}</p>
      {urls.length > 0 ? (
        <ul className={cx('y-plain', s.thumbs)}>
          {urls.map((u, i) => {
            const n = i + 1;
            return (
              <li key={u}>
                <button
                  className="y-bare"
                  type="button"
                  onClick={() => void showImageViewer(urls, i)}
                  aria-label={t`查看第 ${n} 张图片`}
                >
                  <img className={cx('y-fill-img', s.thumb)} src={u} alt="" />
                </button>
              </li>
            );
          })}
        </ul>
      ) : null}
      <p className="y-m0 y-sm y-muted">{formatDate(r.createdAt)}</p>
    </article>
  );
}
