import { describe, expect, it } from 'vitest';
import { cardUsagePage, courseCard, playback } from '@yoga/contract';
import { devApi, tempDb } from '../../test-helpers';

const en = { Language: 'en' };

describe('class passes and recordings in the caller’s language', () => {
  it('names a card, its courses and its usage in Chinese by default and in English to Language: en', async () => {
    const api = devApi();
    const token = await api.signIn('onmat');
    const get = (url: string, headers: Record<string, string> = {}) =>
      api.call('GET', url, undefined, { AUTHORIZE_TOKEN: token, ...headers });
    const zh = courseCard.parse((await get('/api/course-media/cards/1?subApp=onmat')).json.data);
    const english = courseCard.parse((await get('/api/course-media/cards/1?subApp=onmat', en)).json.data);
    expect(zh.name).toBe('流瑜伽 30 次卡');
    expect(zh.courses[0]!.title).toBe('流瑜伽进阶小班课');
    expect(english.name).toBe('Vinyasa flow, 30 classes');
    expect(english.courses.map((c) => c.title)).toEqual([
      'Vinyasa Flow: small-group intermediate',
      'Shoulder and neck release',
      'Ashtanga primary series, refined',
    ]);
    const url = '/api/course-media/cards/1/usages?subApp=onmat&page=1&pageSize=3';
    const usesZh = cardUsagePage.parse((await get(url)).json.data);
    const usesEn = cardUsagePage.parse((await get(url, en)).json.data);
    expect(usesZh.list[0]!.courseTitle).toBe('流瑜伽进阶小班课');
    expect(usesEn.list[0]).toMatchObject({
      courseTitle: 'Vinyasa Flow: small-group intermediate',
      coach: 'Zhou Yiming',
    });
  });

  it('titles a recording, its coach, summary and chapters in the caller’s language', async () => {
    const api = devApi();
    const zh = playback.parse(
      (await api.call('GET', '/api/course-media/playbacks/1?subApp=onmat')).json.data,
    );
    const english = playback.parse(
      (await api.call('GET', '/api/course-media/playbacks/1?subApp=onmat', undefined, en)).json.data,
    );
    expect(zh).toMatchObject({ title: '核心力量普拉提 · 第 1 课回放', coach: '陈思雨' });
    expect(english).toMatchObject({ title: 'Core strength Pilates · class 1 recording', coach: 'Chen Siyu' });
    expect(english.summary).toMatch(/^Wake up the deep core/);
    expect(english.chapters.map((c) => c.title)).toEqual([
      'Breathing and warm-up',
      'Standing poses',
      'Core work',
      'Relaxation and meditation',
    ]);
    expect(english.chapters.map((c) => c.startSec)).toEqual(zh.chapters.map((c) => c.startSec));
  });

  it('fills the English of a database seeded before it existed, at the next start', async () => {
    const file = tempDb();
    const old = devApi({ dbPath: file }).db;
    old.exec("UPDATE playbacks SET title_en = '', chapters_en = '[]'; UPDATE course_cards SET name_en = ''");
    old.close();
    const api = devApi({ dbPath: file });
    const p = playback.parse(
      (await api.call('GET', '/api/course-media/playbacks/4?subApp=phala', undefined, en)).json.data,
    );
    expect(p.title).toBe('Core strength Pilates · class 1 recording');
    expect(p.chapters[2]!.title).toBe('Core work');
    const c = courseCard.parse(
      (await api.call('GET', '/api/course-media/cards/5?subApp=phala', undefined, en)).json.data,
    );
    expect(c.name).toBe('Pilates, 8 classes');
  });
});
