import { create } from 'zustand';
import { localStorageKeys } from '@yoga/platform';
import { defaultStore, type KeyValueStore } from '@yoga/session';
import type { Recorder } from './create-recorder';

/** A question image; only `id` is relied on, the rest is kept as the server sent it. */
export interface QuestionImage {
  id: string | number;
  [field: string]: unknown;
}

export interface AnswerQuestionState {
  questionImages: QuestionImage[];
  /** Whether spoken audio is playing. */
  saying: boolean;
  rec: Recorder | null;
  setQuestionImages(list: QuestionImage[]): void;
  addQuestionImage(image: QuestionImage): void;
  /** Replaces the image with the same id; a list without it is left as it is. */
  replaceQuestionImage(image: QuestionImage): void;
  setSaying(saying: boolean): void;
  setRec(rec: Recorder | null): void;
}

const isImage = (x: unknown): x is QuestionImage =>
  typeof x === 'object' && x !== null && ['string', 'number'].includes(typeof (x as QuestionImage).id);

/** Reading never throws: storage can be locked, and old or hand-edited data can be anything. */
function readImages(store: KeyValueStore): QuestionImage[] {
  try {
    const raw = store.getItem(localStorageKeys.answerQuestionImages);
    const list: unknown = raw ? JSON.parse(raw) : [];
    return Array.isArray(list) ? list.filter(isImage) : [];
  } catch {
    return [];
  }
}

function quietly(run: () => void): void {
  try {
    run();
  } catch {
    /* storage full or locked: the in-memory list still works for this visit */
  }
}

/** One store per storage; the app uses `useAnswerQuestionStore`, tests make their own. */
export function createAnswerQuestionStore(store: KeyValueStore = defaultStore()) {
  // The old key held an earlier format that nothing reads any more.
  quietly(() => store.removeItem(localStorageKeys.answerQuestionImagesLegacy));

  const useStore = create<AnswerQuestionState>()((set) => ({
    questionImages: readImages(store),
    saying: false,
    rec: null,
    setQuestionImages: (list) => set({ questionImages: [...list] }),
    addQuestionImage: (image) => set((s) => ({ questionImages: [...s.questionImages, image] })),
    replaceQuestionImage: (image) =>
      set((s) => ({ questionImages: s.questionImages.map((x) => (x.id === image.id ? image : x)) })),
    setSaying: (saying) => set({ saying }),
    setRec: (rec) => set({ rec }),
  }));

  // Persisted from one place, whichever action (or setState) changed the list, so a reload
  // mid-answer keeps every image.
  useStore.subscribe((state, prev) => {
    if (state.questionImages === prev.questionImages) return;
    quietly(() => store.setItem(localStorageKeys.answerQuestionImages, JSON.stringify(state.questionImages)));
  });
  return useStore;
}

export const useAnswerQuestionStore = createAnswerQuestionStore();
