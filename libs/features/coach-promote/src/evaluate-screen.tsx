import { useRef, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useNavigate, useParams } from 'react-router';
import { ApiBusinessError } from '@yoga/api';
import type { SampleProduct } from '@yoga/contract';
import {
  SAMPLE_REVIEW_PHOTOS_MAX,
  SAMPLE_REVIEW_TEXT_MAX,
  SAMPLE_REVIEW_TEXT_MIN,
  textLength,
} from '@yoga/contract/codes';
import { formatMoney, parseId } from '@yoga/format';
import { link } from '@yoga/platform';
import {
  ActionBar,
  cx,
  Field,
  PageShell,
  PhotoGrid,
  QueryState,
  showToast,
  StarRating,
  SubmitButton,
  usePhotoUploads,
  useSubApp,
} from '@yoga/ui';
import { useSample, useSubmitReview } from './api';
import { ReviewCard } from './review-card';
import css from './coach-promote.module.css';

const GROUP = 'sample';

/** product_evaluate/:spuId: the sample, and my review of it or the form to write one. */
export default function EvaluateScreen() {
  const { t } = useLingui();
  const sub = useSubApp();
  const spuId = parseId(useParams().spuId);
  const q = useSample(sub.id, spuId);
  return (
    <PageShell>
      <QueryState
        query={q}
        notFound={spuId === null}
        notFoundTitle={<Trans>试用商品不存在</Trans>}
        notFoundAction={
          <Link className="y-btn" to={link(sub, 'product_evaluate/record')}>
            <Trans>我的反馈</Trans>
          </Link>
        }
        skeleton="form"
        errorMessage={t`商品加载失败，请重试`}
      >
        {(s) => (
          <div className="y-stack">
            <section className={cx('y-card', css.sample)} data-testid="sample">
              <span className={cx('y-tint y-rounded y-text y-bold', css.initial)} aria-hidden="true">
                {s.title.slice(0, 1)}
              </span>
              <div className="y-col y-gap-1">
                <h2 className="y-m0 y-lg">{s.title}</h2>
                <p className="y-m0 y-sm y-muted">{s.summary}</p>
                <p className="y-m0 y-sm y-muted">
                  <Trans>商城价 {formatMoney(s.price)}</Trans>
                </p>
              </div>
            </section>
            {s.myReview ? (
              <>
                <h2 className={cx('y-m0 y-lg', css.sectionTitle)}>
                  <Trans>我的反馈</Trans>
                </h2>
                <ReviewCard r={s.myReview} />
                <Link className="y-btn y-btn-ghost y-btn-block" to={link(sub, 'product_evaluate/record')}>
                  <Trans>查看全部反馈</Trans>
                </Link>
              </>
            ) : (
              <ReviewForm sample={s} />
            )}
          </div>
        )}
      </QueryState>
    </PageShell>
  );
}

function ReviewForm({ sample }: { sample: SampleProduct }) {
  const { t } = useLingui();
  const sub = useSubApp();
  const navigate = useNavigate();
  const [rating, setRating] = useState(0);
  const [text, setText] = useState('');
  const [tried, setTried] = useState(false);
  const uploads = usePhotoUploads(sub.id, SAMPLE_REVIEW_PHOTOS_MAX, {});
  const submit = useSubmitReview(sub.id, sample.spuId);
  const sending = useRef(false);
  const min = SAMPLE_REVIEW_TEXT_MIN;
  const max = SAMPLE_REVIEW_TEXT_MAX;
  const length = textLength(text);
  const blocker =
    rating === 0
      ? t`请为商品评分`
      : length < min
        ? t`使用感受至少 ${min} 个字`
        : length > max
          ? t`使用感受最多 ${max} 个字`
          : uploads.blocker;

  const send = async () => {
    setTried(true);
    if (blocker || sending.current) return;
    sending.current = true;
    try {
      await submit.mutateAsync({ rating, text: text.trim(), photoIds: uploads.done(GROUP).map((p) => p.id) });
      navigate(link(sub, 'product_evaluate/upload_success', { spuId: sample.spuId }), { replace: true });
    } catch (e) {
      if (!(e instanceof ApiBusinessError)) void showToast(t`提交失败，请稍后重试`, { icon: 'fail' });
    } finally {
      sending.current = false;
    }
  };

  return (
    <form className="y-card y-col y-gap-3" onSubmit={(e) => (e.preventDefault(), void send())} noValidate>
      <StarRating
        name="rating"
        label={t`商品评分`}
        placeholder={t`请评分`}
        value={rating}
        onChange={setRating}
      />
      <Field label={<Trans>使用感受</Trans>} hint={`${length}/${max}`}>
        {(c) => (
          <textarea
            {...c}
            rows={5}
            value={text}
            placeholder={t`说说材质、做工和学员试用的感受（${min}–${max} 字）`}
            aria-invalid={tried && (length < min || length > max)}
            onChange={(e) => setText(e.target.value)}
          />
        )}
      </Field>
      <PhotoGrid
        uploads={uploads}
        group={GROUP}
        label={t`上传照片（选填）`}
        listLabel={t`已选照片`}
        inputTestId="sample-photos"
      />
      <ActionBar
        stacked
        start={
          <p className="y-m0 y-text-danger y-sm" aria-live="polite">
            {tried ? blocker : null}
          </p>
        }
      >
        <SubmitButton
          pending={submit.isPending}
          pendingLabel={<Trans>提交中…</Trans>}
          disabled={tried && !!blocker}
        >
          <Trans>提交反馈</Trans>
        </SubmitButton>
      </ActionBar>
    </form>
  );
}
