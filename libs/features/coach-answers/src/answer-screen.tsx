import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { COACH_ANSWER_IMAGES_MAX, COACH_ANSWER_TEXT_MAX } from '@yoga/contract/codes';
import type { CoachQuestion } from '@yoga/contract';
import { parseId } from '@yoga/format';
import { link } from '@yoga/platform';
import {
  AnswerImages,
  AnswerStatus,
  clearAnswerQuestionRecord,
  createRecorder,
  loadAnswerQuestionRecord,
  saveAnswerQuestionRecord,
  useAnswerFiles,
  useAnswerQuestionStore,
  VoiceRecorder,
  type VoiceNote,
} from '@yoga/recorder';
import { ActionBar, StateView, useSubApp } from '@yoga/ui';
import { uploadAnswerFile, useSendAnswer } from './api/questions';
import { clearDraft, readDraftText, removeDraftImage, useDraftImages, writeDraftText } from './draft';
import { QuestionPage } from './question-page';

/** The answer form: text, images and a voice note; the text and images are kept as a draft. */
function Composer({ q, followUp }: { q: CoachQuestion; followUp: boolean }) {
  const { t } = useLingui();
  const sub = useSubApp();
  const navigate = useNavigate();
  const [text, setText] = useState(() => readDraftText(q.id));
  const images = useDraftImages(q.id);
  const addImage = useAnswerQuestionStore((s) => s.addQuestionImage);
  const [note, setNote] = useState<VoiceNote | null>(null);
  const send = useSendAnswer(sub.id, q.id, followUp);
  const files = useAnswerFiles((file, onProgress) => uploadAnswerFile(sub.id, file, onProgress));
  const { progress, setProgress, setError } = files;

  useEffect(() => writeDraftText(q.id, text), [q.id, text]);
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
      clearDraft(q.id);
      setText('');
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
      <section className="ca-compose" data-testid="ca-compose">
        <label htmlFor="ca-text">{followUp ? <Trans>补充回答</Trans> : <Trans>文字回答</Trans>}</label>
        <textarea
          id="ca-text"
          value={text}
          maxLength={COACH_ANSWER_TEXT_MAX}
          placeholder={t`写下你的建议，草稿会自动保存`}
          onChange={(e) => setText(e.target.value)}
        />
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
        <button type="button" className="y-btn" disabled={busy} onClick={() => void submit()}>
          {busy ? <Trans>发送中…</Trans> : <Trans>发送回答</Trans>}
        </button>
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
