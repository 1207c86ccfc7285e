import { useEffect, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { SubAppId } from '@yoga/platform';
import { cx, PhotoGrid, showToast, StarRating, usePhotoUploads, useSessionDraft } from '@yoga/ui';
import { EVALUATION_PHOTOS_MAX as PHOTOS_MAX, EVALUATION_TEXT_MAX as TEXT_MAX } from '@yoga/contract/codes';
import { useSubmitEvaluation } from './api/evaluation';
import { emptyDraft, evaluationDraftKey, parseDraft, type EvaluationDraft } from './evaluation-draft';
import { TagPicker } from './tag-picker';
import s from './orders.module.css';

// The evaluation's photos are the one group of the kit's uploads.
const ONE = 'evaluation';

/** Stars (required), quick tags, text and photos; every change is kept as a draft for this session. */
export function EvaluateForm({ subApp, orderNo }: { subApp: SubAppId; orderNo: string }) {
  const { t } = useLingui();
  const [draft, setDraft, clearDraft] = useSessionDraft(
    evaluationDraftKey(subApp, orderNo),
    () => emptyDraft,
    {
      parse: parseDraft,
      keep: 'session',
    },
  );
  const uploads = usePhotoUploads(subApp, PHOTOS_MAX, { [ONE]: draft.photos });
  const submit = useSubmitEvaluation(subApp);
  const [tried, setTried] = useState(false);
  const done = uploads.done(ONE);
  const doneKey = done.map((p) => p.id).join();
  // The draft keeps the uploaded photos (by id: no second upload after a reload).
  useEffect(() => {
    // Unchanged, the draft stays the same object: nothing is written again.
    setDraft((d) => (d.photos.map((p) => p.id).join() === doneKey ? d : { ...d, photos: done }));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `done` is tracked by its ids
  }, [doneKey]);
  const set = (patch: Partial<EvaluationDraft>) => setDraft((d) => ({ ...d, ...patch }));
  const length = draft.text.length;

  const send = async () => {
    setTried(true);
    if (draft.stars < 1 || uploads.busy || uploads.failed) return;
    try {
      await submit.mutateAsync({
        orderNo,
        stars: draft.stars,
        tags: draft.tags,
        text: draft.text.trim(),
        photoIds: done.map((p) => p.id),
      });
      clearDraft();
      void showToast(t`评价成功，感谢你的反馈`, { icon: 'success' });
    } catch {
      // The request layer has shown the reason (or is taking the user to log in); the draft stays.
    }
  };

  const blocker = draft.stars < 1 ? t`请先为课程评分` : uploads.blocker;
  return (
    <form
      className="y-card y-pad-3 y-col y-gap-3 y-mt-3"
      onSubmit={(e) => (e.preventDefault(), void send())}
      noValidate
    >
      <StarRating
        value={draft.stars}
        onChange={(stars) => set({ stars })}
        label={t`课程评分`}
        placeholder={t`请选择评分`}
        radioLabel={(n) => t`${n} 星`}
      />
      <TagPicker value={draft.tags} onChange={(tags) => set({ tags })} />
      <label className="y-m0 y-bold y-text" htmlFor="o-eval-text">
        <Trans>说说上课感受</Trans>
      </label>
      <textarea
        id="o-eval-text"
        className={s.textarea}
        value={draft.text}
        maxLength={TEXT_MAX}
        rows={5}
        placeholder={t`老师讲解、课程节奏、场地环境……你的评价会帮助更多学员`}
        onChange={(e) => set({ text: e.target.value.slice(0, TEXT_MAX) })}
        aria-describedby="o-eval-count"
      />
      <p
        id="o-eval-count"
        className={cx('y-right y-xs y-muted', s.counter)}
        aria-live="polite"
      >{`${length}/${TEXT_MAX}`}</p>
      <PhotoGrid
        uploads={uploads}
        group={ONE}
        label={t`上传照片`}
        listLabel={t`已选照片`}
        inputTestId="photo-input"
      />
      {tried && blocker && (
        <p className="y-m0 y-sm y-text-danger" role="alert">
          {blocker}
        </p>
      )}
      <button type="submit" className="y-btn y-btn-block" disabled={submit.isPending}>
        {submit.isPending ? <Trans>提交中…</Trans> : <Trans>提交评价</Trans>}
      </button>
    </form>
  );
}
