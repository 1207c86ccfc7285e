import { beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '@lingui/core';
import { answerQuestionTarget, classGuideTarget } from './rules';

const loc = (search: string) => ({ pathname: '/x', search, hash: '' });

describe('suman route rules', () => {
  // The app activates a language before any route is entered.
  beforeAll(() => i18n.loadAndActivate({ locale: 'zh', messages: {} }));
  it('hands the class guide query to the public video page as one encoded data value', () => {
    const to = classGuideTarget(loc('?courseId=7&title=晨练%20瑜伽&url=%2Fv%2Fx.webm'));
    const url = new URL(to, 'http://h');
    expect(url.pathname).toBe('/public/video');
    expect(JSON.parse(url.searchParams.get('data')!)).toEqual({
      courseId: '7',
      title: '晨练 瑜伽',
      url: '/v/x.webm',
    });
  });

  const dataOf = (to: string) => JSON.parse(new URL(to, 'http://h').searchParams.get('data')!) as unknown;

  const GUIDE = 'https://cdn.example.com/class-guide.webm';

  it('falls back to the configured class-guide video and its title when the query names no video', () => {
    expect(dataOf(classGuideTarget(loc(''), GUIDE))).toEqual({ url: GUIDE, title: '上课指南' });
    // Other keys travel on; a given title is kept.
    expect(dataOf(classGuideTarget(loc('?courseId=7&title=晨练'), GUIDE))).toEqual({
      courseId: '7',
      title: '晨练',
      url: GUIDE,
    });
    expect(dataOf(classGuideTarget(loc('?src=%2Fv.webm'), GUIDE))).toEqual({ src: '/v.webm' });
  });

  it('names no video when the build configures none (the video page says the link lacks one)', () => {
    expect(dataOf(classGuideTarget(loc(''), null))).toEqual({ title: '上课指南' });
  });

  it('titles the fallback in the reader’s language', async () => {
    const locale = 'en';
    const { messages } = (await import(`./locales/${locale}.po`)) as { messages: Record<string, string> };
    i18n.loadAndActivate({ locale, messages });
    try {
      expect(dataOf(classGuideTarget(loc(''), GUIDE))).toMatchObject({ title: 'Class guide' });
    } finally {
      i18n.loadAndActivate({ locale: 'zh', messages: {} });
    }
  });

  it('sends a coach with a saved answer link to it unless forced', () => {
    expect(answerQuestionTarget(loc(''))).toBeNull();
    localStorage.setItem('answer_question_url_data', JSON.stringify({ id: 'q1', password: '9z' }));
    expect(answerQuestionTarget(loc(''))).toBe('/teacher/copy_success?id=q1&password=9z');
    expect(answerQuestionTarget(loc('?force=1'))).toBeNull();
  });
});
