import { useLingui } from '@lingui/react/macro';
import type { StoreOrderItem } from '@yoga/contract';
import { TEXT_MAX } from './limits';
import { Cover } from './order-items';
import { PhotoGrid } from './photo-grid';
import type { ItemDraft } from './review-draft';
import { StarRating } from './star-rating';
import type { usePhotoUploads } from './use-photo-uploads';

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
  uploads: ReturnType<typeof usePhotoUploads>;
}) {
  const { t } = useLingui();
  const sku = String(item.skuId);
  const textId = `so-review-text-${sku}`;
  const length = draft.text.length;
  return (
    <section className="so-block so-review" data-testid="review-item" aria-label={item.title}>
      <div className="so-item">
        <Cover src={item.cover} title={item.title} />
        <div className="so-item-text">
          <h2 className="so-title">{item.title}</h2>
          {item.specText && <p className="so-spec">{item.specText}</p>}
        </div>
      </div>
      <StarRating
        name={`stars-${sku}`}
        label={t`商品评分`}
        value={draft.stars}
        onChange={(stars) => onChange({ stars })}
      />
      <label className="so-label" htmlFor={textId}>
        {t`评价内容`}
      </label>
      <textarea
        id={textId}
        className="so-textarea"
        value={draft.text}
        maxLength={TEXT_MAX}
        rows={4}
        placeholder={t`质量、做工、尺寸合适吗？说说你的使用感受，帮助更多小伙伴`}
        onChange={(e) => onChange({ text: e.target.value.slice(0, TEXT_MAX) })}
        aria-describedby={`${textId}-count`}
      />
      <p id={`${textId}-count`} className="so-counter">{`${length}/${TEXT_MAX}`}</p>
      <PhotoGrid sku={sku} uploads={uploads} title={item.title} />
    </section>
  );
}
