import { useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import type { StoreOrderItem } from '@yoga/contract';
import { REVIEW_TEXT_MAX as TEXT_MAX } from '@yoga/contract/codes';
import { cx, PhotoGrid, StarRating, type PhotoUploads } from '@yoga/ui';
import { Cover } from './order-items';
import type { ItemDraft } from './review-draft';
import css from './shop-orders.module.css';

/** How a product is, 1 star first (the kit's StarRating takes the words of its scale). */
const starWords = [msg`非常差`, msg`差`, msg`一般`, msg`好`, msg`非常好`];

/** One item of the order to review: what it is, stars, words and photos. */
export function ReviewItem({
  item,
  draft,
  onChange,
  uploads,
}: {
  item: StoreOrderItem;
  draft: ItemDraft;
  onChange: (patch: Partial<ItemDraft>) => void;
  uploads: PhotoUploads;
}) {
  const { t, i18n } = useLingui();
  const sku = String(item.skuId);
  const title = item.title;
  const textId = `so-review-text-${sku}`;
  const length = draft.text.length;
  return (
    <section className="y-card y-pad-3" data-testid="review-item" aria-label={item.title}>
      <div className={cx('y-gap-3', css.item)}>
        <Cover src={item.cover} title={item.title} />
        <div className="y-grow">
          <h2 className={cx('y-text y-clamp-2', css.mb1, css.title)}>{item.title}</h2>
          {item.specText && <p className={cx('y-sm y-muted', css.spec)}>{item.specText}</p>}
        </div>
      </div>
      <StarRating
        name={`stars-${sku}`}
        label={t`商品评分`}
        levels={starWords.map((w) => i18n._(w))}
        placeholder={t`请评分`}
        value={draft.stars}
        onChange={(stars) => onChange({ stars })}
      />
      <label className={cx('y-mt-3 y-mb-2 y-md y-bold y-text', css.label)} htmlFor={textId}>
        {t`评价内容`}
      </label>
      <textarea
        id={textId}
        className={cx('y-text', css.textarea)}
        value={draft.text}
        maxLength={TEXT_MAX}
        rows={4}
        placeholder={t`质量、做工、尺寸合适吗？说说你的使用感受，帮助更多小伙伴`}
        onChange={(e) => onChange({ text: e.target.value.slice(0, TEXT_MAX) })}
        aria-describedby={`${textId}-count`}
      />
      <p
        id={`${textId}-count`}
        className="y-m0 y-mt-1 y-right y-xs y-muted y-num"
      >{`${length}/${TEXT_MAX}`}</p>
      <PhotoGrid
        uploads={uploads}
        group={sku}
        label={t`晒图`}
        listLabel={t`${title} 的照片`}
        inputTestId={`photo-input-${sku}`}
      />
    </section>
  );
}
