import { describe, expect, it } from 'vitest';
import {
  homeworkClass,
  homeworkList,
  MATERIAL_CHUNK_BYTES,
  MATERIAL_CODES,
  materialClassList,
  materialRecordPage,
  uploadState,
} from '@yoga/contract';
import { devApi, TEST_NOW } from '../../test-helpers';
import { mp4Bytes, postChunk } from './contract-calls';

const base = '/api/materials';
type Api = ReturnType<typeof devApi>;

async function as(api: Api, subApp: string, phone?: string) {
  const token = await api.signIn(subApp, phone);
  const headers = { AUTHORIZE_TOKEN: token };
  const q = `subApp=${subApp}`;
  return {
    token,
    get: (path: string, lang = 'zh') =>
      api.call('GET', `${base}${path}${path.includes('?') ? '&' : '?'}${q}`, undefined, {
        ...headers,
        Language: lang,
      }),
    post: (path: string, body?: unknown, lang = 'zh') =>
      api.call('POST', `${base}${path}?${q}`, body, { ...headers, Language: lang }),
    chunk: (id: string, offset: number, bytes: Uint8Array) =>
      postChunk(api, token, subApp, id, offset, bytes),
  };
}

async function firstClass(api: Api) {
  const coach = await as(api, 'onmat-teacher');
  const classes = materialClassList.parse((await coach.get('/classes')).json.data);
  return { coach, classId: classes.list[0]!.id };
}

describe('materials stand-in', () => {
  it('gives the demo coach classes ahead and records of each status, seeded relative to today', async () => {
    const api = devApi();
    const { coach } = await firstClass(api);
    const classes = materialClassList.parse((await coach.get('/classes')).json.data).list;
    expect(classes).toHaveLength(4);
    expect(Date.parse(classes[0]!.startsAt)).toBeGreaterThan(TEST_NOW);
    const records = materialRecordPage.parse(
      (await coach.get('/records?page=1&pageSize=10', 'en')).json.data,
    );
    expect(records.list.map((r) => r.status).sort()).toEqual(['approved', 'pending', 'rejected']);
    expect(records.list.find((r) => r.status === 'rejected')!.reason).toMatch(/too dark/);
  });

  it('refuses a student token on coach endpoints and a coach token on the student one', async () => {
    const api = devApi();
    const { coach, classId } = await firstClass(api);
    const student = await as(api, 'onmat');
    for (const path of ['/classes', '/records', '/homework'])
      expect((await student.get(path)).json.code).toBe(MATERIAL_CODES.coachOnly);
    expect((await coach.get(`/homework/${classId}`)).json.code).toBe(MATERIAL_CODES.studentOnly);
    // A student's token named with the coach's sub-app is no sign-in at all.
    const res = await api.call('GET', `${base}/classes?subApp=onmat-teacher`, undefined, {
      AUTHORIZE_TOKEN: student.token,
    });
    expect(res.json.code).toBe(403);
    // Another brand's class is not the coach's.
    const phala = await as(api, 'phala-teacher');
    const r = await phala.post('/uploads', { classId, kind: 'image', fileName: 'a.jpg', size: 10 });
    expect(r.json.code).toBe(MATERIAL_CODES.materialNotFound);
  });

  it('refuses by content: a non-video renamed .mp4, an image that is no image', async () => {
    const api = devApi();
    const { coach, classId } = await firstClass(api);
    const fake = new TextEncoder().encode('this is text, not a video at all');
    const up = uploadState.parse(
      (await coach.post('/uploads', { classId, kind: 'video', fileName: 'clip.mp4', size: fake.length })).json
        .data,
    );
    const r = await coach.chunk(up.id, 0, fake);
    expect(r.json.code).toBe(MATERIAL_CODES.badType);
    expect(r.json.msg).toMatch(/不是视频/);
    // A real MP4 header sent as an image is refused too.
    const img = uploadState.parse(
      (await coach.post('/uploads', { classId, kind: 'image', fileName: 'a.jpg', size: 64 })).json.data,
    );
    expect((await coach.chunk(img.id, 0, mp4Bytes(64))).json.code).toBe(MATERIAL_CODES.badType);
  });

  it('refuses a file over its kind’s size limit, in words', async () => {
    const api = devApi();
    const { coach, classId } = await firstClass(api);
    const r = await coach.post(
      '/uploads',
      { classId, kind: 'image', fileName: 'big.jpg', size: 11 * 1048576 },
      'en',
    );
    expect(r.json.code).toBe(MATERIAL_CODES.tooLarge);
    expect(r.json.msg).toBe('Files of this kind must be 10 MB or smaller');
    const v = await coach.post('/uploads', {
      classId,
      kind: 'video',
      fileName: 'big.mp4',
      size: 201 * 1048576,
    });
    expect(v.json.code).toBe(MATERIAL_CODES.tooLarge);
  });

  it('keeps received chunks: a resumed upload asks where to go on, then completes as pending', async () => {
    const api = devApi();
    const { coach, classId } = await firstClass(api);
    const size = MATERIAL_CHUNK_BYTES * 2 + 1000;
    const bytes = mp4Bytes(size);
    const up = uploadState.parse(
      (await coach.post('/uploads', { classId, kind: 'video', fileName: 'lesson.mp4', size })).json.data,
    );
    await coach.chunk(up.id, 0, bytes.slice(0, MATERIAL_CHUNK_BYTES));
    // The network dropped: the client asks what arrived.
    const state = uploadState.parse((await coach.get(`/uploads/${up.id}`)).json.data);
    expect(state.received).toBe(MATERIAL_CHUNK_BYTES);
    // A chunk sent again at an old offset is refused with where to go on.
    const again = await coach.chunk(up.id, 0, bytes.slice(0, MATERIAL_CHUNK_BYTES));
    expect(again.json.code).toBe(MATERIAL_CODES.offsetMismatch);
    expect(again.json.data.received).toBe(MATERIAL_CHUNK_BYTES);
    expect((await coach.post(`/uploads/${up.id}/complete`)).json.code).toBe(MATERIAL_CODES.incomplete);
    await coach.chunk(
      up.id,
      MATERIAL_CHUNK_BYTES,
      bytes.slice(MATERIAL_CHUNK_BYTES, 2 * MATERIAL_CHUNK_BYTES),
    );
    const last = await coach.chunk(up.id, 2 * MATERIAL_CHUNK_BYTES, bytes.slice(2 * MATERIAL_CHUNK_BYTES));
    expect(last.json.data.received).toBe(size);
    const done = await coach.post(`/uploads/${up.id}/complete`);
    expect(done.json.state).toBe(1);
    const records = materialRecordPage.parse((await coach.get('/records?page=1&pageSize=10')).json.data);
    expect(records.list[0]).toMatchObject({ fileName: 'lesson.mp4', status: 'pending', size });
    // Another coach cannot see or continue it.
    const other = await as(api, 'onmat-teacher', '13900000001');
    expect((await other.get(`/uploads/${up.id}`)).json.code).toBe(MATERIAL_CODES.materialNotFound);
  });

  it('uploads a rejected material again (pending, reason gone); an approved one cannot be', async () => {
    const api = devApi();
    const { coach } = await firstClass(api);
    const list = materialRecordPage.parse((await coach.get('/records?page=1&pageSize=10')).json.data).list;
    const rejected = list.find((r) => r.status === 'rejected')!;
    const approved = list.find((r) => r.status === 'approved')!;
    const refused = await coach.post('/uploads', {
      classId: approved.classId,
      kind: 'video',
      fileName: 'x.mp4',
      size: 64,
      replaces: approved.id,
    });
    expect(refused.json.code).toBe(MATERIAL_CODES.notRejected);
    const up = uploadState.parse(
      (
        await coach.post('/uploads', {
          classId: rejected.classId,
          kind: 'video',
          fileName: 'brighter.mp4',
          size: 64,
          replaces: rejected.id,
        })
      ).json.data,
    );
    await coach.chunk(up.id, 0, mp4Bytes(64));
    expect((await coach.post(`/uploads/${up.id}/complete`)).json.data.id).toBe(rejected.id);
    const after = materialRecordPage.parse((await coach.get('/records?page=1&pageSize=10')).json.data).list;
    expect(after.find((r) => r.id === rejected.id)).toMatchObject({
      status: 'pending',
      reason: null,
      fileName: 'brighter.mp4',
    });
  });

  it('a student hands in homework for a class, and its coach sees it', async () => {
    const api = devApi();
    const { coach, classId } = await firstClass(api);
    const student = await as(api, 'onmat', '13900000002');
    // On the class's roster (roster.test.ts: off it, the upload is refused).
    await api.call('POST', '/__dev/materials/enrol?subApp=onmat', undefined, {
      AUTHORIZE_TOKEN: student.token,
    });
    const page = homeworkClass.parse((await student.get(`/homework/${classId}`)).json.data);
    expect(page.files).toEqual([]);
    const png = new Uint8Array(100);
    png.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const up = uploadState.parse(
      (await student.post('/uploads', { classId, kind: 'image', fileName: 'pose.png', size: 100 })).json.data,
    );
    await student.chunk(up.id, 0, png);
    expect((await student.post(`/uploads/${up.id}/complete`)).json.state).toBe(1);
    expect(homeworkClass.parse((await student.get(`/homework/${classId}`)).json.data).files).toHaveLength(1);
    const seen = homeworkList.parse((await coach.get('/homework')).json.data).list;
    expect(seen[0]).toMatchObject({ fileName: 'pose.png', confId: classId, student: '学员0002' });
    // Another brand's student does not reach it.
    const phala = await as(api, 'phala', '13900000002');
    expect((await phala.get(`/homework/${classId}`)).json.code).toBe(MATERIAL_CODES.materialNotFound);
  });
});
