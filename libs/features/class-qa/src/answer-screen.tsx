import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router';
import { ApiBusinessError } from '@yoga/api';
import type { ClassQaClass } from '@yoga/contract';
import { CLASS_QA_IMAGES_MAX, COACH_ANSWER_CODES, COACH_ANSWER_TEXT_MAX } from '@yoga/contract/codes';
import { parseId } from '@yoga/format';
import { link } from '@yoga/platform';
import {
  answerClasses,
  AnswerImages,
  AnswerStatus,
  type QuestionImage,
  type VoiceNote,
  useAnswerFiles,
  useAnswerQuestionStore,
  VoiceRecorder,
} from '@yoga/recorder';
import {
  ActionBar,
  Field,
  isSignedIn,
  PageShell,
  QueryState,
  SignInPrompt,
  SubmitButton,
  useSubApp,
} from '@yoga/ui';
import { uploadClassFile, useClass, useSubmitAnswer } from './api/classes';
import { ClassCard } from './parts';

interface PickedImage extends QuestionImage {
  id: string;
  url: string;
  classId: number;
}

/** The class's picked images, kept in the spec's question-image store (answer_question_images_data). */
function usePickedImages(classId: number): PickedImage[] {
  const all = useAnswerQuestionStore((s) => s.questionImages);
  return all.filter(
    (x): x is PickedImage => x.classId === classId && typeof x.url === 'string' && typeof x.id === 'string',
  );
}

function dropImages(keep: (x: QuestionImage) => boolean) {
  const { questionImages, setQuestionImages } = useAnswerQuestionStore.getState();
  setQuestionImages(questionImages.filter(keep));
}

/** The answer form: up to 3 images, a voice note (listen before sending), optional text. */
function Composer({ c }: { c: ClassQaClass }) {
  const { t } = useLingui();
  const sub = useSubApp();
  const navigate = useNavigate();
  const images = usePickedImages(c.id);
  const addImage = useAnswerQuestionStore((s) => s.addQuestionImage);
  const [text, setText] = useState('');
  const [note, setNote] = useState<VoiceNote | null>(null);
  const submit = useSubmitAnswer(sub.id, c.id);
  const files = useAnswerFiles((file, onProgress) => uploadClassFile(sub.id, file, onProgress));
  const { progress, setProgress, setError } = files;

  const send = async () => {
    setError(null);
    if (!text.trim() && images.length === 0 && !note) {
      setError(t`请添加图片、录制语音或填写文字`);
      return;
    }
    try {
      const audioId = await files.uploadVoice(note);
      setProgress(t`正在提交…`);
      await submit.mutateAsync({
        text: text.trim(),
        imageIds: images.map((i) => i.id),
        audioId,
        audioMs: note ? Math.round(note.durationMs) : 0,
      });
      dropImages((x) => x.classId !== c.id);
      void navigate(link(sub, 'answer_question/:id', { id: c.id }), { replace: true });
    } catch (e) {
      setError(
        e instanceof ApiBusinessError && e.code === COACH_ANSWER_CODES.alreadySubmitted
          ? t`你已经回答过这节课的问题了`
          : t`提交失败，请重试`,
      );
    } finally {
      setProgress(null);
    }
  };

  const busy = progress !== null || submit.isPending;
  return (
    <>
      <section className={`y-card ${answerClasses.body}`} data-testid="qa-compose">
        <AnswerImages
          prefix="qa"
          images={images}
          max={CLASS_QA_IMAGES_MAX}
          files={files}
          busy={busy}
          alt={(i) => t`我的图片 ${i}`}
          onUploaded={(up) => addImage({ id: up.id, url: up.url, classId: c.id })}
          onRemove={(id) => dropImages((x) => x.id !== id)}
        />
        <VoiceRecorder note={note} onChange={setNote} prefix="qa" />
        <Field label={<Trans>文字（选填）</Trans>}>
          {(f) => (
            <textarea
              {...f}
              rows={4}
              value={text}
              maxLength={COACH_ANSWER_TEXT_MAX}
              placeholder={t`想对教练说的话`}
              onChange={(e) => setText(e.target.value)}
            />
          )}
        </Field>
        <AnswerStatus prefix="qa" files={files} />
      </section>
      <ActionBar>
        <SubmitButton pending={busy} pendingLabel={<Trans>提交中…</Trans>} onClick={() => void send()}>
          <Trans>提交回答</Trans>
        </SubmitButton>
      </ActionBar>
    </>
  );
}

/**
 * /suman/answer_question_new/:id (a class the student attended): answer the coach's post-class
 * question. A class without one goes to no_answer_image; an answered one to its thread.
 */
export default function AnswerScreen() {
  const { t } = useLingui();
  const sub = useSubApp();
  const signedIn = isSignedIn(sub);
  const id = parseId(useParams().id);
  const found = useClass(sub.id, id, signedIn);
  if (!signedIn)
    return (
      <PageShell>
        <SignInPrompt>
          <Trans>登录后回答教练的课后问题</Trans>
        </SignInPrompt>
      </PageShell>
    );
  return (
    <PageShell>
      <QueryState
        query={found}
        notFound={id === null}
        notFoundTitle={<Trans>课程不存在</Trans>}
        skeleton="detail"
        errorMessage={t`课程加载失败，请重试`}
      >
        {(c) =>
          !c.prompt ? (
            <Navigate to={link(sub, 'no_answer_image')} replace />
          ) : c.question ? (
            <Navigate to={link(sub, 'answer_question/:id', { id: c.id })} replace />
          ) : (
            <div className="y-stack">
              <ClassCard c={c} />
              <Composer c={c} />
            </div>
          )
        }
      </QueryState>
    </PageShell>
  );
}
