import { describe, expect, it, vi } from 'vitest';
import { createAnswerQuestionStore } from './use-answer-question-store';
import type { Recorder } from './create-recorder';

const KEY = 'answer_question_images_data';
const stored = () => JSON.parse(localStorage.getItem(KEY) ?? 'null') as unknown;

describe('useAnswerQuestionStore', () => {
  it('starts from the persisted list', () => {
    localStorage.setItem(KEY, JSON.stringify([{ id: 1, url: 'a.png' }]));
    expect(createAnswerQuestionStore(localStorage).getState().questionImages).toEqual([
      { id: 1, url: 'a.png' },
    ]);
  });

  it('persists the list on every change', () => {
    const store = createAnswerQuestionStore(localStorage);
    const { setQuestionImages, addQuestionImage, replaceQuestionImage } = store.getState();
    setQuestionImages([{ id: 'a', url: '1.png' }]);
    expect(stored()).toEqual([{ id: 'a', url: '1.png' }]);
    addQuestionImage({ id: 'b', url: '2.png' });
    expect(stored()).toEqual([
      { id: 'a', url: '1.png' },
      { id: 'b', url: '2.png' },
    ]);
    replaceQuestionImage({ id: 'a', url: '3.png' });
    expect(stored()).toEqual([
      { id: 'a', url: '3.png' },
      { id: 'b', url: '2.png' },
    ]);
    store.setState({ questionImages: [] });
    expect(stored()).toEqual([]);
  });

  it('replaces only the image with the same id', () => {
    const store = createAnswerQuestionStore(localStorage);
    store.getState().setQuestionImages([
      { id: 1, n: 1 },
      { id: 2, n: 2 },
      { id: 3, n: 3 },
    ]);
    store.getState().replaceQuestionImage({ id: 2, n: 20 });
    expect(store.getState().questionImages).toEqual([
      { id: 1, n: 1 },
      { id: 2, n: 20 },
      { id: 3, n: 3 },
    ]);
    store.getState().replaceQuestionImage({ id: 9, n: 90 });
    expect(store.getState().questionImages).toHaveLength(3);
  });

  it('does not write when only saying or rec change', () => {
    const store = createAnswerQuestionStore(localStorage);
    const write = vi.spyOn(Storage.prototype, 'setItem');
    store.getState().setSaying(true);
    store.getState().setRec({} as Recorder);
    expect(store.getState()).toMatchObject({ saying: true, rec: {} });
    expect(write).not.toHaveBeenCalled();
  });

  it('removes the legacy key on load', () => {
    localStorage.setItem('answer_question_images', '[{"id":1}]');
    createAnswerQuestionStore(localStorage);
    expect(localStorage.getItem('answer_question_images')).toBeNull();
  });

  it.each(['{not json', '{"id":1}', '"text"', 'null'])(
    'gives an empty list for malformed storage %j',
    (raw) => {
      localStorage.setItem(KEY, raw);
      expect(createAnswerQuestionStore(localStorage).getState().questionImages).toEqual([]);
    },
  );

  it('drops stored items without an id', () => {
    localStorage.setItem(KEY, JSON.stringify([{ id: 1 }, { url: 'x' }, null, 7]));
    expect(createAnswerQuestionStore(localStorage).getState().questionImages).toEqual([{ id: 1 }]);
  });

  it('keeps working when storage throws', () => {
    const broken = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => {
        throw new Error('SecurityError');
      },
    };
    const store = createAnswerQuestionStore(broken);
    store.getState().addQuestionImage({ id: 1 });
    expect(store.getState().questionImages).toEqual([{ id: 1 }]);
  });
});
