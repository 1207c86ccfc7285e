import { useEffect, useRef, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useNavigate } from 'react-router';
import { ApiBusinessError } from '@yoga/api';
import type { FeedbackCategory } from '@yoga/contract';
import {
  FEEDBACK_CONTACT_PATTERN,
  FEEDBACK_PHOTOS_MAX,
  FEEDBACK_TEXT_MAX,
  FEEDBACK_TEXT_MIN,
  textLength,
} from '@yoga/contract/codes';
import { link } from '@yoga/platform';
import { ActionBar, PageShell, PhotoGrid, QueryState, showToast, usePhotoUploads, useSubApp } from '@yoga/ui';
import { useCategories, useSubmitTicket } from './api/tickets';
import { clearDraft, readDraft, writeDraft, type TicketDraft } from './draft';
import './feedback.css';

const GROUP = 'ticket';

/** A new ticket: category, text with a counter, photos, contact; kept as a draft on every change. */
export default function FeedbackSubmitScreen() {
  const { t } = useLingui();
  const sub = useSubApp();
  const categories = useCategories(sub.id);
  return (
    <PageShell>
      <QueryState query={categories} skeleton="form" errorMessage={t`问题类型加载失败，请重试`}>
        {(cats) => <SubmitForm categories={cats} />}
      </QueryState>
    </PageShell>
  );
}

function SubmitForm({ categories }: { categories: FeedbackCategory[] }) {
  const { t } = useLingui();
  const sub = useSubApp();
  const navigate = useNavigate();
  const [draft, setDraft] = useState<TicketDraft>(() => readDraft(sub.id));
  const [contactTouched, setContactTouched] = useState(false);
  const [tried, setTried] = useState(false);
  const uploads = usePhotoUploads(sub.id, FEEDBACK_PHOTOS_MAX, { [GROUP]: draft.photos });
  const submit = useSubmitTicket(sub.id);
  // A second tap before React re-renders sees no pending state yet: this guard sees it at once.
  const sending = useRef(false);
  const photoKey = uploads.photos.map((p) => `${p.key}:${p.status}`).join();
  useEffect(() => {
    writeDraft(sub.id, { ...draft, photos: uploads.done(GROUP) });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the photos are tracked by photoKey
  }, [sub.id, draft, photoKey]);
  const patch = (p: Partial<TicketDraft>) => setDraft((d) => ({ ...d, ...p }));

  const length = textLength(draft.text);
  const textOk = length >= FEEDBACK_TEXT_MIN && length <= FEEDBACK_TEXT_MAX;
  const contact = draft.contact.trim();
  const contactOk = contact === '' || FEEDBACK_CONTACT_PATTERN.test(contact);
  const known = categories.some((c) => c.key === draft.category);
  const min = FEEDBACK_TEXT_MIN;
  const max = FEEDBACK_TEXT_MAX;
  const blocker = !known
    ? t`请选择问题类型`
    : !textOk
      ? length < min
        ? t`问题描述至少 ${min} 个字`
        : t`问题描述最多 ${max} 个字`
      : !contactOk
        ? t`请输入正确的手机号`
        : uploads.blocker;

  const send = async () => {
    setTried(true);
    if (blocker || sending.current) return;
    sending.current = true;
    try {
      const ticket = await submit.mutateAsync({
        requestId: draft.requestId,
        category: draft.category,
        text: draft.text.trim(),
        photoIds: uploads.done(GROUP).map((p) => p.id),
        contact,
      });
      clearDraft(sub.id);
      void showToast(t`反馈已提交，我们会尽快回复`, { icon: 'success' });
      navigate(
        sub.prefix === '/phala'
          ? link(sub, 'question/detail', { id: ticket.id })
          : link(sub, 'question/list'),
        { replace: true },
      );
    } catch (e) {
      // 403: the login flow runs and brings the user back here; the draft keeps everything.
      if (e instanceof ApiBusinessError && e.code === 403) return;
      if (!(e instanceof ApiBusinessError)) void showToast(t`提交失败，请稍后重试`, { icon: 'fail' });
    }
  };

  const showTextHint = tried || length > 0;
  return (
    <form className="fb-form" onSubmit={(e) => (e.preventDefault(), void send())} noValidate>
      <div className="fb-block">
        <p className="fb-label" id="fb-cat-label">
          <Trans>问题类型</Trans>
        </p>
        <div className="fb-cats" role="radiogroup" aria-labelledby="fb-cat-label">
          {categories.map((c) => (
            <label key={c.key} className={`fb-cat${draft.category === c.key ? ' fb-cat-on' : ''}`}>
              <input
                type="radio"
                name="category"
                value={c.key}
                checked={draft.category === c.key}
                onChange={() => patch({ category: c.key })}
              />
              {c.name}
            </label>
          ))}
        </div>
      </div>
      <div className="fb-block">
        <label className="fb-label" htmlFor="fb-text">
          <Trans>问题描述</Trans>
        </label>
        <textarea
          id="fb-text"
          className="fb-text"
          rows={6}
          value={draft.text}
          placeholder={t`请详细描述你遇到的问题或建议（${min}–${max} 字）`}
          aria-describedby="fb-count"
          aria-invalid={showTextHint && !textOk}
          onChange={(e) => patch({ text: e.target.value })}
        />
        <p id="fb-count" className={`fb-count${showTextHint && !textOk ? ' fb-bad' : ''}`} aria-live="polite">
          {length < min && showTextHint ? (
            <span>
              <Trans>还需 {min - length} 个字</Trans>
            </span>
          ) : (
            <span />
          )}
          <span data-testid="fb-counter">{`${length}/${max}`}</span>
        </p>
      </div>
      <div className="fb-block">
        <PhotoGrid
          uploads={uploads}
          group={GROUP}
          label={t`上传图片（选填）`}
          listLabel={t`已选图片`}
          inputTestId="feedback-photos"
        />
      </div>
      <div className="fb-block">
        <label className="fb-label" htmlFor="fb-contact">
          <Trans>联系电话（选填）</Trans>
        </label>
        <input
          id="fb-contact"
          className="fb-input"
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          maxLength={11}
          value={draft.contact}
          placeholder={t`方便我们联系你`}
          aria-invalid={(contactTouched || tried) && !contactOk}
          aria-describedby="fb-contact-error"
          onBlur={() => setContactTouched(true)}
          onChange={(e) => patch({ contact: e.target.value.replace(/\D/g, '') })}
        />
        <p
          id="fb-contact-error"
          className="fb-error"
          role={(contactTouched || tried) && !contactOk ? 'alert' : undefined}
        >
          {(contactTouched || tried) && !contactOk ? <Trans>请输入正确的手机号</Trans> : null}
        </p>
      </div>
      <ActionBar
        stacked
        start={
          <p className="fb-blocker" aria-live="polite">
            {tried ? blocker : null}
          </p>
        }
      >
        <button type="submit" className="y-btn fb-submit" disabled={submit.isPending || (tried && !!blocker)}>
          {submit.isPending ? <Trans>提交中…</Trans> : <Trans>提交</Trans>}
        </button>
      </ActionBar>
    </form>
  );
}
