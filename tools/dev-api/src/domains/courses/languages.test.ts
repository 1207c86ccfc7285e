import { describe, expect, it } from 'vitest';
import { courseDetail, coursePayPreview, freeDay, order as orderSchema, orderPage } from '@yoga/contract';
import { devApi, tempDb } from '../../test-helpers';
import { courseArtSvg, POSES } from './art';

const en = { Language: 'en' };

describe('course content in the caller’s language', () => {
  it('answers a course in Chinese by default and in English to Language: en', async () => {
    const api = devApi();
    const get = async (headers: Record<string, string>) =>
      courseDetail.parse(
        (await api.call('GET', '/api/courses/detail?subApp=onmat&courseId=101', undefined, headers)).json
          .data,
      );
    const zh = await get({});
    const english = await get(en);
    expect(zh.title).toBe('流瑜伽进阶小班课');
    expect(zh.coach).toMatchObject({ name: '周一鸣', title: '流瑜伽与体式矫正' });
    expect(zh.outline[0]!.title).toBe('呼吸与热身');
    expect(english.title).toBe('Vinyasa Flow: small-group intermediate');
    expect(english.summary).toMatch(/^Small groups/);
    expect(english.coach).toMatchObject({ name: 'Zhou Yiming', title: 'Vinyasa flow and alignment' });
    expect(english.outline.map((o) => o.title)).toEqual([
      'Breathing and warm-up',
      'Sun salutations A and B',
      'Standing poses and balance',
      'Relaxation and meditation',
    ]);
    // Minutes, ids and the cover do not depend on the language.
    expect(english.outline.map((o) => o.minutes)).toEqual(zh.outline.map((o) => o.minutes));
    expect(english.cover).toBe(zh.cover);
    expect(zh.cover).toBe('/api/courses/art/warrior-c7324c.svg');
  });

  it('names the course and the coupons of the pay preview in the caller’s language', async () => {
    const api = devApi();
    const token = await api.signIn('phala', '13700137011');
    const url = '/api/courses/pay-preview?subApp=phala&courseId=201&classId=2011';
    const zh = coursePayPreview.parse(
      (await api.call('GET', url, undefined, { AUTHORIZE_TOKEN: token })).json.data,
    );
    const english = coursePayPreview.parse(
      (await api.call('GET', url, undefined, { AUTHORIZE_TOKEN: token, ...en })).json.data,
    );
    expect(zh.course.title).toBe('流瑜伽进阶小班课');
    expect(english.course.title).toBe('Vinyasa Flow: small-group intermediate');
    expect(zh.coupons.map((c) => c.title)).toContain('课程九折券');
    expect(english.coupons.map((c) => c.title)).toContain('10% off any course');
    expect(english.coupons.map((c) => c.id)).toEqual(zh.coupons.map((c) => c.id));
    expect(english.course.cover).toBe('/api/courses/art/warrior-5b3fd9.svg');
  });

  it('keeps both titles on a course order and shows the caller’s', async () => {
    const api = devApi();
    const token = await api.signIn('onmat', '13700137012');
    const placed = await api.call(
      'POST',
      '/api/courses/order',
      { subApp: 'onmat', courseId: 102, classId: 1021, couponId: null },
      { AUTHORIZE_TOKEN: token },
    );
    const orderNo = placed.json.data.orderNo as string;
    const read = async (headers: Record<string, string>) =>
      orderSchema.parse(
        (
          await api.call('GET', `/api/orders/${orderNo}?subApp=onmat`, undefined, {
            AUTHORIZE_TOKEN: token,
            ...headers,
          })
        ).json.data,
      );
    expect((await read({})).title).toBe('肩颈放松理疗课');
    const english = await read(en);
    expect(english.title).toBe('Shoulder and neck release');
    expect(english.cover).toBe('/api/courses/art/stretch-c7324c.svg');
    const list = orderPage.parse(
      (
        await api.call('GET', '/api/orders?subApp=onmat&kind=course&page=1&pageSize=10', undefined, {
          AUTHORIZE_TOKEN: token,
          ...en,
        })
      ).json.data,
    );
    expect(list.list.find((o) => o.orderNo === orderNo)?.title).toBe('Shoulder and neck release');
  });

  it('gives the demo student’s seeded course orders both titles and a drawn cover', async () => {
    const api = devApi();
    const token = await api.signIn('onmat', '13800138000');
    const list = orderPage.parse(
      (
        await api.call('GET', '/api/orders?subApp=onmat&kind=course&page=1&pageSize=50', undefined, {
          AUTHORIZE_TOKEN: token,
          ...en,
        })
      ).json.data,
    );
    expect(list.list.length).toBeGreaterThan(5);
    for (const o of list.list) {
      expect(o.title).toMatch(/^[\x20-\x7e]+$/);
      expect(o.cover).toMatch(/^\/api\/courses\/art\/[a-z]+-[0-9a-f]{6}\.svg$/);
    }
  });

  it('names the free classes and their coaches in the caller’s language', async () => {
    const api = devApi();
    const zh = freeDay.parse((await api.call('GET', '/api/courses/free?subApp=onmat')).json.data);
    const english = freeDay.parse(
      (await api.call('GET', '/api/courses/free?subApp=onmat', undefined, en)).json.data,
    );
    expect(zh.classes[0]).toMatchObject({ title: '晨间流瑜伽体验课', coach: '周一鸣' });
    expect(english.classes[0]).toMatchObject({ title: 'Morning flow taster', coach: 'Zhou Yiming' });
  });

  it('fills the English texts and covers of a database seeded before they existed, at the next start', async () => {
    const file = tempDb();
    // What an older stand-in left: no English, no covers.
    const old = devApi({ dbPath: file }).db;
    old.exec(
      "UPDATE courses SET title_en = '', summary_en = '', outline_en = '[]', cover = NULL; UPDATE course_coaches SET name_en = ''; UPDATE orders SET title_en = '', cover = '' WHERE kind = 'course'",
    );
    old.close();
    const api = devApi({ dbPath: file });
    const d = courseDetail.parse(
      (await api.call('GET', '/api/courses/detail?subApp=onmat&courseId=103', undefined, en)).json.data,
    );
    expect(d.title).toBe('Ashtanga primary series, refined');
    expect(d.coach.name).toBe('Lin Xiaolan');
    expect(d.cover).toBe('/api/courses/art/dog-c7324c.svg');
    const token = await api.signIn('onmat', '13800138000');
    const list = orderPage.parse(
      (
        await api.call('GET', '/api/orders?subApp=onmat&kind=course&page=1&pageSize=50', undefined, {
          AUTHORIZE_TOKEN: token,
          ...en,
        })
      ).json.data,
    );
    expect(
      list.list.every((o) => /^\/api\/courses\/art\//.test(o.cover) && /^[\x20-\x7e]+$/.test(o.title)),
    ).toBe(true);
  });
});

describe('course art', () => {
  it('serves every pose as a text-free SVG that may be cached for a year', async () => {
    const api = devApi();
    for (const pose of POSES) {
      const r = await api.app.request(`/api/courses/art/${pose}-c7324c.svg`);
      expect(r.status).toBe(200);
      expect(r.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8');
      expect(r.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(r.headers.get('x-content-type-options')).toBe('nosniff');
      const body = await r.text();
      expect(body).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 640 360"/);
      expect(body).toMatch(/<\/svg>$/);
      // No words baked in (one drawing for every language), nothing that runs or loads.
      expect(body).not.toMatch(/<text|<script|href=|on\w+=/i);
      expect(body.match(/<(\w+)/g)!.length).toBeGreaterThan(10);
    }
  });

  it('draws well-formed SVG (every element closed)', () => {
    for (const pose of POSES) {
      const svg = courseArtSvg(pose, '5b3fd9')!;
      const open = svg.match(/<[a-zA-Z][^>]*[^/]>/g)?.length ?? 0;
      const close = svg.match(/<\/[a-zA-Z]+>/g)?.length ?? 0;
      expect(open).toBe(close);
    }
  });

  it('answers an unknown pose, a bad colour or a prototype name with a 404 that is not cached', async () => {
    const api = devApi();
    for (const name of [
      'unicorn-c7324c.svg',
      'warrior-zzzzzz.svg',
      'warrior-c7324c.png',
      'constructor-c7324c.svg',
    ]) {
      const r = await api.app.request(`/api/courses/art/${name}`);
      expect(r.status).toBe(404);
      expect(r.headers.get('cache-control')).toBe('no-store');
    }
  });
});
