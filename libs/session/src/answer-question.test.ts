import { describe, expect, it } from 'vitest';
import { answerQuestionRedirect, readAnswerQuestionRecord, type KeyValueStore } from './index';

const save = (v: string) => localStorage.setItem('answer_question_url_data', v);

describe('answerQuestionRedirect', () => {
  it('goes to copy_success with the saved id and password, URL-encoded', () => {
    save(JSON.stringify({ id: 12, password: 'p&w d=中' }));
    const to = answerQuestionRedirect('', localStorage)!;
    expect(to).toBe('/teacher/copy_success?id=12&password=p%26w+d%3D%E4%B8%AD');
    expect(new URL(to, 'http://x').searchParams.get('password')).toBe('p&w d=中');
    expect(answerQuestionRedirect('?a=1', localStorage)).toBe(to);
  });

  it.each(['?force', '?force=', '?force=0', '?force=1', '?a=1&force', 'force=true'])(
    'stays with %j',
    (search) => {
      save(JSON.stringify({ id: '1', password: '2' }));
      expect(answerQuestionRedirect(search, localStorage)).toBeNull();
    },
  );

  it.each([
    '{',
    '"x"',
    'null',
    '1',
    '[1,2]',
    '{}',
    '{"id":1}',
    '{"password":"x"}',
    '{"id":"","password":"x"}',
    '{"id":"1","password":" "}',
    '{"id":{},"password":"x"}',
    '{"id":true,"password":"x"}',
  ])('stays when the record is %j', (bad) => {
    save(bad);
    expect(answerQuestionRedirect('', localStorage)).toBeNull();
    expect(readAnswerQuestionRecord(localStorage)).toBeNull();
  });

  it('stays when there is no record or storage throws', () => {
    expect(answerQuestionRedirect('', localStorage)).toBeNull();
    const throwing: KeyValueStore = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {},
      removeItem: () => {},
    };
    expect(answerQuestionRedirect('', throwing)).toBeNull();
  });
});
