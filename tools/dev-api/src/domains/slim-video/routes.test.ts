import { describe, expect, it } from 'vitest';
import { order, SLIM_VIDEO_CODES, videoCourse, videoLessonDetail } from '@yoga/contract';
import { devApi } from '../../test-helpers';

const base = '/api/slim-video';
const q = '?subApp=slim';

async function signedIn(phone?: string, api = devApi(), subApp: 'slim' | 'onmat' = 'slim') {
  const headers = { AUTHORIZE_TOKEN: await api.signIn(subApp, phone) };
  const get = (path: string) => api.call('GET', path, undefined, headers);
  const post = (path: string) => api.call('POST', path, undefined, headers);
  const put = (path: string, body: unknown) => api.call('POST', path, body, headers);
  return { api, headers, get, post, put };
}

describe('slim-video stand-in', () => {
  it('serves the courses home links (ids 1–3) signed out, first lessons free and the rest locked', async () => {
    const api = devApi();
    const c = videoCourse.parse((await api.call('GET', `${base}/courses/1${q}`)).json.data);
    expect(c.title).toBe('21 天燃脂瑜伽');
    expect(c.lessonCount).toBe(21);
    expect(c.userId).toBeNull();
    const lessons = c.themes.flatMap((t) => t.lessons);
    expect(lessons.map((l) => l.locked).slice(0, 3)).toEqual([false, false, true]);
    for (const id of [2, 3]) expect((await api.call('GET', `${base}/courses/${id}${q}`)).json.code).toBe(200);
    const locked = videoLessonDetail.parse((await api.call('GET', `${base}/lessons/103${q}`)).json.data);
    expect(locked.videoUrl).toBeNull();
    const free = videoLessonDetail.parse((await api.call('GET', `${base}/lessons/101${q}`)).json.data);
    expect(free.nextLessonId).toBe(102);
    const video = await api.app.request(free.videoUrl!, { headers: { Range: 'bytes=0-9' } });
    expect(video.status).toBe(206);
  });

  it('keeps the position per user; another user does not see it', async () => {
    const me = await signedIn('13900139101');
    expect((await me.put(`${base}/lessons/102/progress${q}`, { positionSec: 42.7 })).json.data).toMatchObject(
      {
        positionSec: 42,
        watchedPct: 35,
      },
    );
    const l = videoLessonDetail.parse((await me.get(`${base}/lessons/102${q}`)).json.data);
    expect(l.positionSec).toBe(42);
    const c = videoCourse.parse((await me.get(`${base}/courses/1${q}`)).json.data);
    expect(c.lastLessonId).toBe(102);
    // 42 s of a 21-lesson course moves it off 0 % (a mean of rounded lesson shares stayed at 0 %).
    expect(c.watchedPct).toBe(2);
    expect(c.themes[0]!.watchedPct).toBe(5);
    const other = await signedIn('13900139102', me.api);
    expect((await other.get(`${base}/lessons/102${q}`)).json.data.positionSec).toBe(0);
    expect((await me.put(`${base}/lessons/102/progress${q}`, { positionSec: -1 })).json.code).not.toBe(200);
  });

  it('refuses progress signed out, with another sub-app token, and on a locked lesson', async () => {
    const api = devApi();
    expect((await api.call('POST', `${base}/lessons/101/progress${q}`, { positionSec: 3 })).json.code).toBe(
      403,
    );
    const onmat = await signedIn(undefined, api, 'onmat');
    expect((await onmat.put(`${base}/lessons/101/progress${q}`, { positionSec: 3 })).json.code).toBe(403);
    expect((await onmat.post(`${base}/courses/1/order${q}`)).json.code).toBe(403);
    // An onmat token on a slim read is a visitor.
    expect((await onmat.get(`${base}/courses/1${q}`)).json.data.userId).toBeNull();
    expect((await onmat.get(`${base}/courses/1?subApp=onmat`)).json.code).toBe(
      SLIM_VIDEO_CODES.courseNotFound,
    );
    const me = await signedIn('13900139103', api);
    expect((await me.put(`${base}/lessons/103/progress${q}`, { positionSec: 3 })).json.code).toBe(
      SLIM_VIDEO_CODES.lessonLocked,
    );
    expect((await api.app.request(`${base}/lessons/103/video`)).status).toBe(403);
  });

  it('unlocks the course once its order is paid; the same pending order is handed back', async () => {
    const me = await signedIn('13900139104');
    const o = order.parse((await me.post(`${base}/courses/3/order${q}`)).json.data);
    expect(o.amount).toBe(3900);
    expect((await me.post(`${base}/courses/3/order${q}`)).json.data.orderNo).toBe(o.orderNo);
    await me.api.call('POST', '/__dev/pay/notify', { orderNo: o.orderNo, txn: 'txn_slim_video_1' });
    const c = videoCourse.parse((await me.get(`${base}/courses/3${q}`)).json.data);
    expect(c.owned).toBe(true);
    expect(c.themes.flatMap((t) => t.lessons).every((l) => !l.locked)).toBe(true);
    const l = videoLessonDetail.parse((await me.get(`${base}/lessons/305${q}`)).json.data);
    expect((await me.api.app.request(l.videoUrl!, { headers: { Range: 'bytes=0-9' } })).status).toBe(206);
    expect((await me.put(`${base}/lessons/305/progress${q}`, { positionSec: 5 })).json.code).toBe(200);
    expect((await me.post(`${base}/courses/3/order${q}`)).json.code).toBe(SLIM_VIDEO_CODES.alreadyOwned);
  });

  it('titles every lesson for what it teaches, not with its theme’s name', async () => {
    const api = devApi();
    for (const id of [1, 2, 3]) {
      const c = videoCourse.parse((await api.call('GET', `${base}/courses/${id}${q}`)).json.data);
      const titles = c.themes.flatMap((t) => t.lessons.map((l) => l.title.replace(/^第 \d+ 课 · /, '')));
      expect(new Set(titles).size).toBe(titles.length);
      for (const t of c.themes) expect(titles).not.toContain(t.title);
    }
  });

  it('serves every course slim home links, with its title and lesson count, in both languages', async () => {
    const api = devApi();
    for (const lang of ['zh', 'en']) {
      const home = (await api.call('GET', `/api/practice/home${q}`, undefined, { Language: lang })).json.data;
      expect(home.videoCourses.map((c: { id: number }) => c.id)).toEqual([1, 2, 3]);
      for (const entry of home.videoCourses as { id: number; title: string; lessons: number }[]) {
        const c = videoCourse.parse(
          (await api.call('GET', `${base}/courses/${entry.id}${q}`, undefined, { Language: lang })).json.data,
        );
        expect({ title: c.title, lessons: c.lessonCount }).toEqual({
          title: entry.title,
          lessons: entry.lessons,
        });
      }
    }
  });

  it('answers not found for malformed and unknown ids', async () => {
    const api = devApi();
    expect((await api.call('GET', `${base}/courses/abc${q}`)).json.code).toBe(404);
    expect((await api.call('GET', `${base}/courses/99${q}`)).json.code).toBe(SLIM_VIDEO_CODES.courseNotFound);
    expect((await api.call('GET', `${base}/lessons/9999${q}`)).json.code).toBe(
      SLIM_VIDEO_CODES.lessonNotFound,
    );
  });
});
