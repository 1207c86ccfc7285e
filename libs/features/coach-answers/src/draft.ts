import { useAnswerQuestionStore, type QuestionImage } from '@yoga/recorder';

/**
 * The draft of an answer survives a reload: its text under a key of its own per question, its images
 * in the recorder lib's question-image store (answer_question_images_data), tagged with the question.
 */
const textKey = (questionId: number) => `coach_answer_draft_${questionId}`;

export function readDraftText(questionId: number): string {
  try {
    return window.localStorage.getItem(textKey(questionId)) ?? '';
  } catch {
    return '';
  }
}

export function writeDraftText(questionId: number, text: string): void {
  try {
    if (text) window.localStorage.setItem(textKey(questionId), text);
    else window.localStorage.removeItem(textKey(questionId));
  } catch {
    /* storage full or locked: the draft lives for this visit only */
  }
}

export interface DraftImage extends QuestionImage {
  id: string;
  url: string;
  questionId: number;
}

const isDraftOf =
  (questionId: number) =>
  (x: QuestionImage): x is DraftImage =>
    x.questionId === questionId && typeof x.url === 'string';

export function useDraftImages(questionId: number): DraftImage[] {
  const all = useAnswerQuestionStore((s) => s.questionImages);
  return all.filter(isDraftOf(questionId));
}

export function removeDraftImage(id: string): void {
  const { questionImages, setQuestionImages } = useAnswerQuestionStore.getState();
  setQuestionImages(questionImages.filter((x) => x.id !== id));
}

/** After sending: the question's text and images leave the draft. */
export function clearDraft(questionId: number): void {
  writeDraftText(questionId, '');
  const { questionImages, setQuestionImages } = useAnswerQuestionStore.getState();
  setQuestionImages(questionImages.filter((x) => x.questionId !== questionId));
}
