import { describe, expect, it } from 'vitest';
import { PAGE_CODES, cmsPage, recipeDetail } from '@yoga/contract';
import { devApi } from '../../test-helpers';

const base = '/api/pages';

describe('pages stand-in', () => {
  it('serves a page in the caller’s language as structured blocks', async () => {
    const api = devApi();
    const zh = cmsPage.parse((await api.call('GET', `${base}/1`)).json.data);
    expect(zh).toMatchObject({ id: 1, title: '夏日练习周' });
    expect(zh.blocks.map((b) => b.type)).toEqual(
      expect.arrayContaining(['image', 'heading', 'list', 'quote']),
    );
    const en = cmsPage.parse((await api.call('GET', `${base}/1`, undefined, { Language: 'en' })).json.data);
    expect(en.title).toBe('Summer practice week');
    expect(JSON.stringify(en.blocks)).not.toMatch(/[\u4e00-\u9fff]/);
  });

  it('answers not found for an unknown, malformed or not yet published id, in the caller’s language', async () => {
    const api = devApi();
    for (const path of [`${base}/999`, `${base}/abc`, `${base}/0`, `${base}/3`])
      expect((await api.call('GET', path)).json.code).toBe(PAGE_CODES.pageNotFound);
    const en = await api.call('GET', `${base}/999`, undefined, { Language: 'en' });
    expect(en.json.msg).toBe('No such page');
    expect((await api.call('GET', `${base}/999`)).json.msg).toBe('页面不存在');
  });
});

describe('pages stand-in: the class guide recording', () => {
  it('serves the video with byte ranges, open signed out', async () => {
    const { app } = devApi();
    const whole = await app.request('/api/pages/media/class-guide.webm');
    expect(whole.status).toBe(200);
    expect(whole.headers.get('Content-Type')).toBe('video/webm');
    const part = await app.request('/api/pages/media/class-guide.webm', { headers: { Range: 'bytes=0-9' } });
    expect(part.status).toBe(206);
  });
});

describe('pages stand-in: slim recipes', () => {
  it('serves a recipe in the caller’s language', async () => {
    const api = devApi();
    const zh = recipeDetail.parse((await api.call('GET', '/api/pages/recipes/1?subApp=slim')).json.data);
    expect(zh).toMatchObject({ title: '藜麦鸡胸沙拉', kcalPerServing: 420 });
    expect(zh.ingredients).toHaveLength(4);
    const en = recipeDetail.parse(
      (await api.call('GET', '/api/pages/recipes/1?subApp=slim', undefined, { Language: 'en' })).json.data,
    );
    expect(en.title).toBe('Quinoa and chicken salad');
    expect(JSON.stringify(en)).not.toMatch(/[\u4e00-\u9fff]/);
  });

  it('answers not found for an unknown or malformed id and for another sub-app', async () => {
    const api = devApi();
    for (const path of [
      '/api/pages/recipes/99?subApp=slim',
      '/api/pages/recipes/x?subApp=slim',
      '/api/pages/recipes/1?subApp=onmat',
    ])
      expect((await api.call('GET', path)).json.code).toBe(PAGE_CODES.recipeNotFound);
    expect(
      (await api.call('GET', '/api/pages/recipes/99?subApp=slim', undefined, { Language: 'en' })).json.msg,
    ).toBe('No such recipe');
  });
});

describe('pages stand-in: practice feedback', () => {
  const url = (id: number | string, sub = 'slim') => `/api/pages/practices/${id}/feedback?subApp=${sub}`;
  it('rates a practice once, for the caller only, and refuses a second rating', async () => {
    const api = devApi();
    const token = await api.signIn('slim');
    const h = { AUTHORIZE_TOKEN: token };
    expect(
      (await api.call('GET', '/api/pages/practices/1?subApp=slim', undefined, h)).json.data.feedback,
    ).toBeNull();
    const first = await api.call('POST', url(1), { stars: 4, text: ' 很舒服 ' }, h);
    expect(first.json.data.feedback).toMatchObject({ stars: 4, text: '很舒服' });
    const again = await api.call('POST', url(1), { stars: 1, text: '' }, { ...h, Language: 'en' });
    expect(again.json.code).toBe(PAGE_CODES.practiceAlreadyRated);
    expect(again.json.msg).toBe('You have already rated this practice');
    expect(
      (await api.call('GET', '/api/pages/practices/1?subApp=slim', undefined, h)).json.data.feedback.stars,
    ).toBe(4);
    // Another student sees no rating of theirs.
    const other = await api.signIn('slim', '13800138111');
    expect(
      (await api.call('GET', '/api/pages/practices/1?subApp=slim', undefined, { AUTHORIZE_TOKEN: other }))
        .json.data.feedback,
    ).toBeNull();
  });

  it('refuses a signed-out caller, bad stars, an unknown practice and another sub-app’s token', async () => {
    const api = devApi();
    const token = await api.signIn('slim');
    const h = { AUTHORIZE_TOKEN: token };
    expect((await api.call('POST', url(1), { stars: 5, text: '' })).json.code).toBe(403);
    expect((await api.call('POST', url(1), { stars: 6, text: '' }, h)).json.state).not.toBe(1);
    expect((await api.call('POST', url(99), { stars: 5, text: '' }, h)).json.code).toBe(
      PAGE_CODES.practiceNotFound,
    );
    expect((await api.call('POST', url(1, 'onmat'), { stars: 5, text: '' }, h)).json.code).toBe(403);
  });
});
