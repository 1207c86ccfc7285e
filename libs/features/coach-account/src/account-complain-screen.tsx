import { useRef, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { ApiBusinessError } from '@yoga/api';
import type { Complaint } from '@yoga/contract';
import {
  COMPLAINT_PHOTOS_MAX,
  COMPLAINT_TEXT_MAX,
  COMPLAINT_TEXT_MIN,
  textLength,
} from '@yoga/contract/codes';
import { formatDate } from '@yoga/format';
import {
  ActionBar,
  Field,
  FieldError,
  PageShell,
  PhotoGrid,
  QueryState,
  showToast,
  SubmitButton,
  usePhotoUploads,
  useSubApp,
  cx,
} from '@yoga/ui';
import { useComplaints, useSubmitComplaint } from './api/account';
import s from './coach-account.module.css';

const GROUP = 'complaint';

/** Appeal a decision on my account with text and photos; my earlier appeals and their state below. */
export default function AccountComplainScreen() {
  const { t } = useLingui();
  const sub = useSubApp();
  const list = useComplaints(sub.id);
  // A fresh form (text and photos cleared) after each appeal.
  const [round, setRound] = useState(0);
  return (
    <PageShell>
      <QueryState query={list} skeleton="form" errorMessage={t`申诉记录加载失败，请重试`}>
        {(d) => (
          <div className="y-stack">
            <ComplainForm key={round} onDone={() => setRound((n) => n + 1)} />
            {d.list.length > 0 && <Earlier list={d.list} />}
          </div>
        )}
      </QueryState>
    </PageShell>
  );
}

function ComplainForm({ onDone }: { onDone: () => void }) {
  const { t } = useLingui();
  const sub = useSubApp();
  const [text, setText] = useState('');
  const [tried, setTried] = useState(false);
  const uploads = usePhotoUploads(sub.id, COMPLAINT_PHOTOS_MAX, {});
  const submit = useSubmitComplaint(sub.id);
  const sending = useRef(false);
  const length = textLength(text);
  const min = COMPLAINT_TEXT_MIN;
  const max = COMPLAINT_TEXT_MAX;
  const blocker =
    length < min ? t`申诉内容至少 ${min} 个字` : length > max ? t`申诉内容最多 ${max} 个字` : uploads.blocker;
  const send = async () => {
    setTried(true);
    if (blocker || sending.current) return;
    sending.current = true;
    try {
      await submit.mutateAsync({ text: text.trim(), photoIds: uploads.done(GROUP).map((p) => p.id) });
      onDone();
      void showToast(t`申诉已提交，我们会在 3 个工作日内处理`, { icon: 'success' });
    } catch (e) {
      if (!(e instanceof ApiBusinessError)) void showToast(t`提交失败，请稍后重试`, { icon: 'fail' });
    } finally {
      sending.current = false;
    }
  };
  return (
    <form className="y-stack" onSubmit={(e) => (e.preventDefault(), void send())} noValidate>
      <div className="y-card y-section">
        <Field
          label={<Trans>申诉内容</Trans>}
          hint={`${length}/${max}`}
          error={tried && length < min ? blocker : undefined}
        >
          {(control) => (
            <textarea
              {...control}
              rows={6}
              value={text}
              placeholder={t`请说明你对哪项决定有异议，以及理由（${min}–${max} 字）`}
              onChange={(e) => setText(e.target.value)}
            />
          )}
        </Field>
      </div>
      <div className="y-card y-section">
        <PhotoGrid
          uploads={uploads}
          group={GROUP}
          label={t`上传证明图片（选填）`}
          listLabel={t`已选图片`}
          inputTestId="complaint-photos"
        />
      </div>
      <ActionBar
        stacked
        start={tried && blocker && length >= min ? <FieldError>{blocker}</FieldError> : undefined}
      >
        <SubmitButton pending={submit.isPending} pendingLabel={<Trans>提交中…</Trans>}>
          <Trans>提交申诉</Trans>
        </SubmitButton>
      </ActionBar>
    </form>
  );
}

function Earlier({ list }: { list: Complaint[] }) {
  return (
    <section aria-labelledby="ca-earlier">
      <h2 id="ca-earlier" className="y-section-title">
        <Trans>我的申诉</Trans>
      </h2>
      <ul className={cx('y-plain y-col y-gap-3', s.list)}>
        {list.map((c) => {
          const photos = c.photos.length;
          return (
            <li key={c.id} className="y-card y-section">
              <div className={cx('y-row y-between y-wrap', s.split)}>
                <span className="y-m0 y-mt-1 y-sm y-muted">{formatDate(c.createdAt)}</span>
                <span
                  className={cx('y-badge', c.state === 'open' && 'y-badge-brand', s.tag)}
                  data-state={
                    c.state === 'open' ? 'received' : c.state === 'upheld' ? 'accepted' : 'rejected'
                  }
                >
                  {c.state === 'open' ? (
                    <Trans>处理中</Trans>
                  ) : c.state === 'upheld' ? (
                    <Trans>申诉成立</Trans>
                  ) : (
                    <Trans>维持原决定</Trans>
                  )}
                </span>
              </div>
              <p>{c.text}</p>
              {photos > 0 && (
                <p className="y-m0 y-mt-1 y-sm y-muted">
                  <Trans>{photos} 张图片</Trans>
                </p>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
