import { describe, expect, it } from 'vitest';
import { ARTICLE_CODES, article, articleRead } from '@yoga/contract';
import { devApi } from '../../test-helpers';

const base = '/api/articles';

describe('articles stand-in', () => {
  it('serves an article of the brand in the caller’s language, with images and quotes as blocks', async () => {
    const api = devApi();
    const zh = article.parse((await api.call('GET', `${base}/1?subApp=onmat`)).json.data);
    expect(zh).toMatchObject({ id: 1, kind: 'article', title: '练习前的五分钟热身' });
    expect(zh.blocks.map((b) => b.type)).toEqual(
      expect.arrayContaining(['image', 'quote', 'list', 'heading']),
    );
    const en = article.parse(
      (await api.call('GET', `${base}/11?subApp=phala`, undefined, { Language: 'en' })).json.data,
    );
    expect(en.title).toBe('A five-minute warm-up before you practise');
    expect(JSON.stringify(en.blocks)).not.toMatch(/[\u4e00-\u9fff]/);
  });

  it('gives each article its share card per language: title, first words, first image, its page', async () => {
    const api = devApi();
    const zh = article.parse((await api.call('GET', `${base}/1?subApp=onmat`)).json.data).share;
    expect(zh).toEqual({
      shareTitle: '练习前的五分钟热身',
      shareDesc: expect.stringMatching(/^很多练习中的拉伤/),
      shareImgUrl: '/api/courses/art/stretch-c7324c.svg',
      shareUrl: '/onmat/article/1',
    });
    expect([...zh.shareDesc].length).toBeLessThanOrEqual(60);
    const en = article.parse(
      (await api.call('GET', `${base}/12?subApp=phala`, undefined, { Language: 'en' })).json.data,
    ).share;
    expect(en).toMatchObject({
      shareTitle: 'How to choose a yoga mat',
      shareDesc:
        'The right mat is the base of a steady practice. Look at thickness, material and grip.'.slice(0, 59) +
        '…',
      shareImgUrl: '/api/courses/art/tree-5b3fd9.svg',
      shareUrl: '/phala/article/12',
    });
    // A coach's notice has no image: the brand's icon; its link opens in the student app.
    const notice = article.parse((await api.call('GET', `${base}/notify?subApp=phala-teacher`)).json.data);
    expect(notice.share).toMatchObject({
      shareImgUrl: '/static/public/share-icon.png',
      shareUrl: '/phala/article/13',
    });
  });

  it('counts each read once, on the server', async () => {
    const api = devApi();
    const before = article.parse((await api.call('GET', `${base}/2?subApp=onmat`)).json.data).readCount;
    const r = articleRead.parse((await api.call('POST', `${base}/2/read?subApp=onmat`)).json.data);
    expect(r.readCount).toBe(before + 1);
    expect((await api.call('GET', `${base}/2?subApp=onmat`)).json.data.readCount).toBe(before + 1);
  });

  it('answers not found for an unknown or malformed id, and another brand’s article', async () => {
    const api = devApi();
    for (const path of [`${base}/999?subApp=onmat`, `${base}/abc?subApp=onmat`, `${base}/11?subApp=onmat`])
      expect((await api.call('GET', path)).json.code).toBe(ARTICLE_CODES.articleNotFound);
    expect((await api.call('POST', `${base}/999/read?subApp=onmat`)).json.code).toBe(
      ARTICLE_CODES.articleNotFound,
    );
  });

  it('gives coaches their newest notice; a student sub-app has none', async () => {
    const api = devApi();
    const n = article.parse((await api.call('GET', `${base}/notify?subApp=phala-teacher`)).json.data);
    expect(n).toMatchObject({ kind: 'notice', id: 13 });
    expect((await api.call('GET', `${base}/notify?subApp=phala`)).json.code).toBe(
      ARTICLE_CODES.articleNotFound,
    );
  });
});
