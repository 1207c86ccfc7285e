import { useAnswerQuestionStore, type QuestionImage } from '@yoga/recorder';

/**
 * An answer's images survive a reload in the recorder lib's question-image store
 * (answer_question_images_data), tagged with the question (the text is a session draft of its own).
 */
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

/** After sending: the question's images leave the store. */
export function clearDraftImages(questionId: number): void {
  const { questionImages, setQuestionImages } = useAnswerQuestionStore.getState();
  setQuestionImages(questionImages.filter((x) => x.questionId !== questionId));
}
