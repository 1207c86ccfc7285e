import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { COACH_ANSWER_IMAGES_MAX, COACH_ANSWER_TEXT_MAX } from '@yoga/contract/codes';
import type { CoachQuestion } from '@yoga/contract';
import { parseId } from '@yoga/format';
import { link } from '@yoga/platform';
import {
  answerClasses,
  AnswerImages,
  AnswerStatus,
  clearAnswerQuestionRecord,
  createRecorder,
  loadAnswerQuestionRecord,
  saveAnswerQuestionRecord,
  type VoiceNote,
  useAnswerFiles,
  useAnswerQuestionStore,
  VoiceRecorder,
} from '@yoga/recorder';
import { ActionBar, Field, StateView, SubmitButton, useSessionDraft, useSubApp } from '@yoga/ui';
import { uploadAnswerFile, useSendAnswer } from './api/questions';
import { clearDraftImages, removeDraftImage, useDraftImages } from './draft-images';
import { QuestionPage } from './question-page';

/** The answer form: text, images and a voice note; the text and images are kept as a draft. */
function Composer({ q, followUp }: { q: CoachQuestion; followUp: boolean }) {
  const { t } = useLingui();
  const sub = useSubApp();
  const navigate = useNavigate();
  // The text survives a reload under a key per question until the answer is sent.
  const [text, setText, clearText] = useSessionDraft(`coach_answer_draft_${q.id}`, () => '', {
    parse: (raw) => (typeof raw === 'string' ? raw : null),
  });
  const images = useDraftImages(q.id);
  const addImage = useAnswerQuestionStore((s) => s.addQuestionImage);
  const [note, setNote] = useState<VoiceNote | null>(null);
  const send = useSendAnswer(sub.id, q.id, followUp);
  const files = useAnswerFiles((file, onProgress) => uploadAnswerFile(sub.id, file, onProgress));
  const { progress, setProgress, setError } = files;

  // A new question opened: the last answer's record is forgotten, so the Q&A entry stops
  // redirecting to its copy_success (the spec's redirect is for the answer just sent).
  useEffect(() => {
    if (loadAnswerQuestionRecord()?.id !== String(q.id)) clearAnswerQuestionRecord();
  }, [q.id]);

  const submit = async () => {
    setError(null);
    if (!text.trim() && images.length === 0 && !note) {
      setError(t`请填写文字、添加图片或录制语音`);
      return;
    }
    try {
      const audioId = await files.uploadVoice(note);
      setProgress(t`正在发送…`);
      const done = await send.mutateAsync({
        text: text.trim(),
        imageIds: images.map((i) => i.id),
        audioId,
        audioMs: note ? Math.round(note.durationMs) : 0,
      });
      saveAnswerQuestionRecord(done.record);
      clearDraftImages(q.id);
      clearText('');
      // The sent form leaves the history: Back from the result goes where the coach came from.
      void navigate(link(sub, 'copy_success', { id: done.record.id, password: done.record.password }), {
        replace: true,
      });
    } catch {
      setError(t`发送失败，请重试`);
    } finally {
      setProgress(null);
    }
  };

  const busy = progress !== null || send.isPending;
  return (
    <>
      <section className={`y-card ${answerClasses.body}`} data-testid="ca-compose">
        <Field label={followUp ? <Trans>补充回答</Trans> : <Trans>文字回答</Trans>}>
          {(f) => (
            <textarea
              {...f}
              rows={5}
              value={text}
              maxLength={COACH_ANSWER_TEXT_MAX}
              placeholder={t`写下你的建议，草稿会自动保存`}
              onChange={(e) => setText(e.target.value)}
            />
          )}
        </Field>
        <AnswerImages
          prefix="ca"
          images={images}
          max={COACH_ANSWER_IMAGES_MAX}
          files={files}
          busy={busy}
          alt={(n) => t`回答图片 ${n}`}
          onUploaded={(up) => addImage({ id: up.id, url: up.url, questionId: q.id })}
          onRemove={removeDraftImage}
        />
        <VoiceRecorder note={note} onChange={setNote} prefix="ca" create={createRecorder} />
        <AnswerStatus prefix="ca" files={files} />
      </section>
      <ActionBar>
        <SubmitButton pending={busy} pendingLabel={<Trans>发送中…</Trans>} onClick={() => void submit()}>
          <Trans>发送回答</Trans>
        </SubmitButton>
      </ActionBar>
    </>
  );
}

/** answer_question_new/:id (the first answer) and answer_question_new2/:id (a follow-up). */
export function AnswerScreen({ followUp }: { followUp: boolean }) {
  const sub = useSubApp();
  return (
    <QuestionPage
      id={parseId(useParams().id)}
      after={(q) =>
        q.answers.length > 0 && !followUp ? (
          <StateView
            title={<Trans>这个问题已经回答过了</Trans>}
            action={
              <Link className="y-btn" to={link(sub, 'answer_question_new2/:id', { id: q.id })}>
                <Trans>补充回答</Trans>
              </Link>
            }
          />
        ) : followUp && q.answers.length === 0 ? (
          <StateView
            title={<Trans>还没有回答，先回答这个问题</Trans>}
            action={
              <Link className="y-btn" to={link(sub, 'answer_question_new/:id', { id: q.id })}>
                <Trans>回答问题</Trans>
              </Link>
            }
          />
        ) : (
          <Composer q={q} followUp={followUp} />
        )
      }
    />
  );
}

export default function AnswerNewScreen() {
  return <AnswerScreen followUp={false} />;
}
