import { describe, expect, it } from 'vitest';
import { answerQuestionRedirect } from '@yoga/session';
import {
  clearAnswerQuestionRecord,
  loadAnswerQuestionRecord,
  saveAnswerQuestionRecord,
} from './answer-record';

describe('saved answer-question record', () => {
  it('round-trips through the session reader, which the redirect rule also uses', () => {
    expect(saveAnswerQuestionRecord({ id: '42', password: 'p w' })).toBe(true);
    expect(localStorage.getItem('answer_question_url_data')).toBe('{"id":"42","password":"p w"}');
    expect(loadAnswerQuestionRecord()).toEqual({ id: '42', password: 'p w' });
    expect(answerQuestionRedirect('', localStorage)).toBe('/teacher/copy_success?id=42&password=p+w');
  });

  it('clears the record', () => {
    saveAnswerQuestionRecord({ id: '1', password: '2' });
    clearAnswerQuestionRecord();
    expect(loadAnswerQuestionRecord()).toBeNull();
  });

  it('reports a storage that refuses to write', () => {
    const full = {
      getItem: () => null,
      removeItem: () => {},
      setItem: () => {
        throw new Error('quota');
      },
    };
    expect(saveAnswerQuestionRecord({ id: '1', password: '2' }, full)).toBe(false);
  });
});
