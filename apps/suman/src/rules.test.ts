import { describe, expect, it } from 'vitest';
import { answerQuestionTarget, classGuideTarget } from './rules';

const loc = (search: string) => ({ pathname: '/x', search, hash: '' });

describe('suman route rules', () => {
  it('hands the class guide query to the public video page as one encoded data value', () => {
    const to = classGuideTarget(loc('?courseId=7&title=晨练%20瑜伽'));
    const url = new URL(to, 'http://h');
    expect(url.pathname).toBe('/public/video');
    expect(JSON.parse(url.searchParams.get('data')!)).toEqual({ courseId: '7', title: '晨练 瑜伽' });
  });

  it('sends a coach with a saved answer link to it unless forced', () => {
    expect(answerQuestionTarget(loc(''))).toBeNull();
    localStorage.setItem('answer_question_url_data', JSON.stringify({ id: 'q1', password: '9z' }));
    expect(answerQuestionTarget(loc(''))).toBe('/teacher/copy_success?id=q1&password=9z');
    expect(answerQuestionTarget(loc('?force=1'))).toBeNull();
  });
});
