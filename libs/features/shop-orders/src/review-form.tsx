import { useEffect } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { ApiBusinessError } from '@yoga/api';
import type { StoreOrder } from '@yoga/contract';
import { SHOP_CODES as CODES, REVIEW_PHOTOS_MAX as PHOTOS_MAX } from '@yoga/contract/codes';
import type { SubAppId } from '@yoga/platform';
import { ActionBar, cx, showToast, usePhotoUploads, useSessionDraft } from '@yoga/ui';
import { useSubmitReview } from './api/submit-review';
import {
  emptyDraft,
  emptyItem,
  isEmptyDraft,
  parseDraft,
  reviewDraftKey,
  type ItemDraft,
  type ReviewDraft,
} from './review-draft';
import { ReviewItem } from './review-item';
import css from './shop-orders.module.css';

export type Outcome = { kind: 'done' } | { kind: 'refused'; why: string };

/** Every item not reviewed yet, the anonymous switch and submit; each change is kept as a draft. */
export function ReviewForm({
  subApp,
  order,
  onOutcome,
}: {
  subApp: SubAppId;
  order: StoreOrder;
  onOutcome: (o: Outcome) => void;
}) {
  const { t } = useLingui();
  const orderNo = order.orderNo;
  const items = order.items.filter((i) => !i.reviewed);
  const [draft, setDraft, clearDraft] = useSessionDraft(reviewDraftKey(subApp, orderNo), emptyDraft, {
    parse: parseDraft,
    empty: isEmptyDraft,
  });
  const uploads = usePhotoUploads(
    subApp,
    PHOTOS_MAX,
    Object.fromEntries(Object.entries(draft.items).map(([sku, d]) => [sku, d.photos])),
  );
  const submit = useSubmitReview(subApp);
  const itemOf = (sku: string): ItemDraft => draft.items[sku] ?? emptyItem;
  const photoKey = uploads.photos.map((p) => `${p.key}:${p.status}`).join();
  // The draft keeps each item's uploaded photos (by id: no second upload after a reload).
  useEffect(() => {
    const skus = items.map((i) => String(i.skuId));
    const ids = (sku: string, d: ReviewDraft) => (d.items[sku]?.photos ?? []).map((p) => p.id).join();
    const done = (sku: string) =>
      uploads
        .done(sku)
        .map((p) => p.id)
        .join();
    // Unchanged, the draft stays the same object: nothing is written again.
    setDraft((d) =>
      skus.every((sku) => d.items[sku] && ids(sku, d) === done(sku))
        ? d
        : {
            ...d,
            items: Object.fromEntries(
              skus.map((sku) => [sku, { ...(d.items[sku] ?? emptyItem), photos: uploads.done(sku) }]),
            ),
          },
    );
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the photos are tracked by photoKey
  }, [photoKey]);
  const patch = (sku: string, p: Partial<ItemDraft>) =>
    setDraft((d) => ({ ...d, items: { ...d.items, [sku]: { ...(d.items[sku] ?? emptyItem), ...p } } }));

  const unrated = items.filter((i) => itemOf(String(i.skuId)).stars < 1).length;
  const blocker = unrated > 0 ? t`还有 ${unrated} 件商品没有评分` : uploads.blocker;

  const send = async () => {
    if (blocker || submit.isPending) return;
    try {
      await submit.mutateAsync({
        orderNo,
        anonymous: draft.anonymous,
        items: items.map((i) => {
          const sku = String(i.skuId);
          const d = itemOf(sku);
          return {
            skuId: i.skuId,
            stars: d.stars,
            text: d.text.trim(),
            photoIds: uploads.done(sku).map((p) => p.id),
          };
        }),
      });
      clearDraft();
      onOutcome({ kind: 'done' });
    } catch (e) {
      if (e instanceof ApiBusinessError && e.code === 403) return; // the login flow runs; the draft stays
      if (e instanceof ApiBusinessError && e.code === CODES.notReviewable)
        return onOutcome({ kind: 'refused', why: e.serverMsg });
      const why = e instanceof ApiBusinessError ? e.serverMsg : '';
      void showToast(why ? t`提交失败：${why}` : t`提交失败，请稍后重试`, { icon: 'fail' });
    }
  };

  return (
    <form
      className={cx('y-col y-gap-3', css.reviewForm)}
      onSubmit={(e) => (e.preventDefault(), void send())}
      noValidate
    >
      {items.map((i) => (
        <ReviewItem
          key={i.skuId}
          item={i}
          draft={itemOf(String(i.skuId))}
          onChange={(p) => patch(String(i.skuId), p)}
          uploads={uploads}
        />
      ))}
      <section className="y-card y-pad-3">
        <label className={cx('y-row y-between y-gap-3 y-md', css.switch)}>
          <span>
            <Trans>匿名评价</Trans>
            <span className={cx('y-sm y-muted', css.spec, css.anonHint)}>
              <Trans>开启后，你的评价将以“匿名用户”展示</Trans>
            </span>
          </span>
          <input
            type="checkbox"
            role="switch"
            className="y-focus"
            checked={draft.anonymous}
            onChange={(e) => setDraft((d) => ({ ...d, anonymous: e.target.checked }))}
          />
        </label>
      </section>
      <ActionBar
        stacked
        start={
          <p className={cx('y-m0 y-mb-2 y-xs y-center y-muted', css.blocker)} aria-live="polite">
            {blocker}
          </p>
        }
      >
        <button type="submit" className="y-btn y-btn-block" disabled={!!blocker || submit.isPending}>
          {submit.isPending ? <Trans>提交中…</Trans> : <Trans>提交</Trans>}
        </button>
      </ActionBar>
    </form>
  );
}
