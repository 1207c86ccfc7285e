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
import {
  ActionBar,
  ChoiceGroup,
  cx,
  Field,
  PageShell,
  PhotoGrid,
  QueryState,
  showToast,
  SubmitButton,
  usePhotoUploads,
  useSessionDraft,
  useSubApp,
  type UploadedPhoto,
} from '@yoga/ui';
import { useCategories, useSubmitTicket } from './api/tickets';

const GROUP = 'ticket';

/** What the submit form keeps on the device until the ticket is sent: a reload or a new sign-in finds it. */
interface TicketDraft {
  /** The submission's key: kept with the draft, so a retry after a lost answer makes no second ticket. */
  requestId: string;
  category: string;
  text: string;
  contact: string;
  photos: UploadedPhoto[];
}

const newRequestId = () => `fb-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
const emptyDraft = (): TicketDraft => ({
  requestId: newRequestId(),
  category: '',
  text: '',
  contact: '',
  photos: [],
});

const isString = (v: unknown): v is string => typeof v === 'string';
const isPhoto = (p: unknown): p is UploadedPhoto =>
  !!p &&
  typeof p === 'object' &&
  isString((p as UploadedPhoto).id) &&
  isString((p as UploadedPhoto).url) &&
  (p as UploadedPhoto).url.startsWith('/');

/** A draft written by an older version or edited by hand is dropped whole, never half-trusted. */
function parseDraft(raw: unknown): TicketDraft | null {
  const d = (raw ?? {}) as Partial<TicketDraft>;
  if (!isString(d.requestId) || !isString(d.category) || !isString(d.text) || !isString(d.contact))
    return null;
  if (!Array.isArray(d.photos) || !d.photos.every(isPhoto)) return null;
  return { requestId: d.requestId, category: d.category, text: d.text, contact: d.contact, photos: d.photos };
}

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
  // Kept on the device until the ticket is sent: a reload or a new sign-in finds it.
  const [draft, setDraft, clearDraft] = useSessionDraft(`feedback:draft:${sub.id}`, emptyDraft, {
    parse: parseDraft,
  });
  const [contactTouched, setContactTouched] = useState(false);
  const [tried, setTried] = useState(false);
  const uploads = usePhotoUploads(sub.id, FEEDBACK_PHOTOS_MAX, { [GROUP]: draft.photos });
  const submit = useSubmitTicket(sub.id);
  // A second tap before React re-renders sees no pending state yet: this guard sees it at once.
  const sending = useRef(false);
  const photoKey = uploads.photos.map((p) => `${p.key}:${p.status}`).join();
  // The uploaded photos join the draft as they finish (the uploads keep their own state).
  useEffect(() => {
    setDraft((d) => ({ ...d, photos: uploads.done(GROUP) }));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the photos are tracked by photoKey
  }, [photoKey]);
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
      clearDraft();
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
    <form className="y-stack" onSubmit={(e) => (e.preventDefault(), void send())} noValidate>
      <div className="y-card y-col y-gap-2">
        <p className="y-field-label" aria-hidden="true">
          <Trans>问题类型</Trans>
        </p>
        <ChoiceGroup
          label={t`问题类型`}
          options={categories.map((c) => ({ value: c.key, label: c.name }))}
          value={draft.category || null}
          onChange={(category) => patch({ category })}
        />
      </div>
      <Field
        className="y-card"
        label={<Trans>问题描述</Trans>}
        hint={
          <span
            className={cx('y-row y-between y-gap-2 y-mt-1 y-sm', showTextHint && !textOk && 'y-text-danger')}
            aria-live="polite"
          >
            {length < min && showTextHint ? (
              <span>
                <Trans>还需 {min - length} 个字</Trans>
              </span>
            ) : (
              <span />
            )}
            <span data-testid="fb-counter">{`${length}/${max}`}</span>
          </span>
        }
      >
        {(c) => (
          <textarea
            {...c}
            rows={6}
            value={draft.text}
            placeholder={t`请详细描述你遇到的问题或建议（${min}–${max} 字）`}
            aria-invalid={showTextHint && !textOk}
            onChange={(e) => patch({ text: e.target.value })}
          />
        )}
      </Field>
      <div className="y-card">
        <PhotoGrid
          uploads={uploads}
          group={GROUP}
          label={t`上传图片（选填）`}
          listLabel={t`已选图片`}
          inputTestId="feedback-photos"
        />
      </div>
      <Field
        className="y-card"
        label={<Trans>联系电话（选填）</Trans>}
        error={(contactTouched || tried) && !contactOk && <Trans>请输入正确的手机号</Trans>}
      >
        {(c) => (
          <input
            {...c}
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            maxLength={11}
            value={draft.contact}
            placeholder={t`方便我们联系你`}
            onBlur={() => setContactTouched(true)}
            onChange={(e) => patch({ contact: e.target.value.replace(/\D/g, '') })}
          />
        )}
      </Field>
      <ActionBar
        stacked
        start={
          <p className="y-m0 y-mt-1 y-sm y-text-danger" aria-live="polite">
            {tried ? blocker : null}
          </p>
        }
      >
        <SubmitButton
          pending={submit.isPending}
          pendingLabel={<Trans>提交中…</Trans>}
          disabled={tried && !!blocker}
        >
          <Trans>提交</Trans>
        </SubmitButton>
      </ActionBar>
    </form>
  );
}
