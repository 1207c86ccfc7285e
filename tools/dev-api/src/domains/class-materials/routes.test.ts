import { describe, expect, it } from 'vitest';
import { CLASS_MATERIAL_CODES, classMaterialFile, classMaterialList } from '@yoga/contract';
import { devApi, tempDb, TEST_NOW } from '../../test-helpers';
import { mp4Bytes, postChunk } from '../materials/contract-calls';

const base = '/api/class-materials';
type Api = ReturnType<typeof devApi>;
type File = { id: number; kind: string; url: string; viewed: boolean; size: number };

async function signedIn(phone?: string, api: Api = devApi(), subApp = 'suman') {
  const headers = { AUTHORIZE_TOKEN: await api.signIn(subApp, phone) };
  const get = (path: string) => api.call('GET', path, undefined, headers);
  const post = (path: string) => api.call('POST', path, undefined, headers);
  const files = async (series = 'teaching'): Promise<File[]> =>
    (await get(`${base}?subApp=${subApp}&series=${series}`)).json.data.groups.flatMap(
      (g: { files: File[] }) => g.files,
    );
  return { api, headers, get, post, files };
}

describe('class-materials stand-in', () => {
  it('lists each series of the demo student by class, with dates relative to today', async () => {
    const { get } = await signedIn();
    const teaching = classMaterialList.parse((await get(`${base}?subApp=suman&series=teaching`)).json.data);
    expect(teaching.groups).toHaveLength(3);
    for (const g of teaching.groups) {
      // Lesson plan, demo video and handout; 流瑜伽基础 also has its coach's approved upload.
      const kinds = g.files.map((f) => f.kind).sort();
      expect(kinds).toEqual(
        g.files.length === 4 ? ['pdf', 'pdf', 'video', 'video'] : ['pdf', 'pdf', 'video'],
      );
      expect(Math.abs(TEST_NOW - Date.parse(g.startsAt))).toBeLessThan(12 * 86_400_000);
    }
    const week = classMaterialList.parse((await get(`${base}?subApp=suman&series=strengthen`)).json.data);
    expect(week.groups.map((g) => g.number)).toEqual([1, 2, 3, 4]);
    const season = classMaterialList.parse((await get(`${base}?subApp=suman&series=season`)).json.data);
    expect(season.groups.map((g) => g.number)).toEqual([1, 2, 3, 4]);
    const en = await get(`${base}?subApp=suman&series=strengthen&lng=en`);
    expect(JSON.stringify(en.json.data)).toBeTypeOf('string');
  });

  it('refuses a series it does not know and a signed-out caller', async () => {
    const { get } = await signedIn();
    expect((await get(`${base}?subApp=suman&series=other`)).json.code).toBe(400);
    expect((await devApi().call('GET', `${base}?subApp=suman&series=teaching`)).json.code).toBe(403);
    expect((await devApi().call('POST', `${base}/files/1/viewed?subApp=suman`)).json.code).toBe(403);
  });

  it('marks a file viewed once and for good', async () => {
    const { post, files } = await signedIn();
    const pdf = (await files('season')).find((f) => f.kind === 'pdf' && !f.viewed)!;
    const marked = classMaterialFile.parse(
      (await post(`${base}/files/${pdf.id}/viewed?subApp=suman`)).json.data,
    );
    expect(marked.viewed).toBe(true);
    expect((await post(`${base}/files/${pdf.id}/viewed?subApp=suman`)).json.data.viewed).toBe(true);
    expect((await files('season')).find((f) => f.id === pdf.id)!.viewed).toBe(true);
  });

  it('serves a video with byte ranges and a PDF, only with a valid ticket', async () => {
    const { api, files } = await signedIn();
    const all = await files();
    const video = all.find((f) => f.kind === 'video')!;
    const pdf = all.find((f) => f.kind === 'pdf')!;
    const part = await api.app.request(video.url, { headers: { Range: 'bytes=0-99' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-type')).toBe('video/webm');
    expect(part.headers.get('content-range')).toBe(`bytes 0-99/${video.size}`);
    const doc = await api.app.request(pdf.url);
    expect(doc.status).toBe(200);
    expect(doc.headers.get('content-type')).toBe('application/pdf');
    const bytes = Buffer.from(await doc.arrayBuffer());
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(bytes.length).toBe(pdf.size);
    // A forged ticket, another file's ticket, and the wrong kind of link are refused.
    const forged = pdf.url.replace(/ticket=[^&]+/, 'ticket=1.9999999999999.abc');
    expect((await api.app.request(forged)).status).toBe(403);
    const ticket = new URL(pdf.url, 'http://x').searchParams.get('ticket')!;
    expect((await api.app.request(`${base}/files/${video.id}/video?ticket=${ticket}`)).status).toBe(403);
    const asPdf = video.url.replace('/video?', '/pdf?');
    expect((await api.app.request(asPdf)).status).toBe(404);
  });

  it("refuses another student's files, and shows a student without classes nothing", async () => {
    const mine = await signedIn();
    const file = (await mine.files())[0]!;
    const other = await signedIn('13900139000', mine.api);
    expect(await other.files()).toEqual([]);
    const r = await other.post(`${base}/files/${file.id}/viewed?subApp=suman`);
    expect(r.json.code).toBe(CLASS_MATERIAL_CODES.fileNotFound);
    expect((await mine.files()).find((f) => f.id === file.id)!.viewed).toBe(false);
    // Enrolled by the development route, they see the classes, with marks of their own.
    const enrol = await mine.api.call(
      'POST',
      '/__dev/class-materials/enrol?subApp=suman',
      undefined,
      other.headers,
    );
    expect(enrol.json.data.enrolled).toBeGreaterThan(0);
    expect((await other.files()).length).toBe((await mine.files()).length);
  });

  it("refuses a coach's token on the student endpoints", async () => {
    const coach = await signedIn(undefined, devApi(), 'suman-teacher');
    const list = await coach.get(`${base}?subApp=suman-teacher&series=teaching`);
    expect(list.json.code).toBe(CLASS_MATERIAL_CODES.studentOnly);
    expect((await coach.post(`${base}/files/1/viewed?subApp=suman-teacher`)).json.code).toBe(
      CLASS_MATERIAL_CODES.studentOnly,
    );
    // The coach token named as the student sub-app is no student's token.
    const asStudent = await coach.api.call(
      'GET',
      `${base}?subApp=suman&series=teaching`,
      undefined,
      coach.headers,
    );
    expect(asStudent.json.code).toBe(403);
  });

  it("joins a suman coach's approved videos to the taught class they were uploaded for", async () => {
    const api = devApi({ dbPath: tempDb() });
    const student = await signedIn(undefined, api);
    // The seeded approved record (no stored bytes) already stands in the class of its name.
    const flow = async () =>
      (await student.get(`${base}?subApp=suman&series=teaching`)).json.data.groups.find(
        (g: { className: string }) => g.className === '流瑜伽基础',
      ) as { files: (File & { title: string; durationSec: number | null })[] };
    const seeded = (await flow()).files.find((f) => f.title === '教练上传·demo-flow.mp4')!;
    expect(seeded.kind).toBe('video');
    expect((await api.app.request(seeded.url, { headers: { Range: 'bytes=0-9' } })).status).toBe(206);

    // The demo number is suman's coach too: it uploads a video for that class; once approved it joins.
    const coach = { AUTHORIZE_TOKEN: await api.signIn('suman-teacher') };
    const classes = await api.call('GET', '/api/materials/classes?subApp=suman-teacher', undefined, coach);
    const cls = classes.json.data.list.find((c: { title: string }) => c.title === '流瑜伽基础');
    const bytes = mp4Bytes(2048);
    const start = await api.call(
      'POST',
      '/api/materials/uploads?subApp=suman-teacher',
      { classId: cls.id, kind: 'video', fileName: 'breath.mp4', size: bytes.length },
      coach,
    );
    const id = start.json.data.id as string;
    await postChunk(api, coach.AUTHORIZE_TOKEN, 'suman-teacher', id, 0, bytes);
    const done = await api.call(
      'POST',
      `/api/materials/uploads/${id}/complete?subApp=suman-teacher`,
      undefined,
      coach,
    );
    expect((await flow()).files.some((f) => f.title.includes('breath.mp4'))).toBe(false);
    api.db.prepare("UPDATE material_records SET status = 'approved' WHERE id = ?").run(done.json.data.id);
    const joined = (await flow()).files.find((f) => f.title === '教练上传·breath.mp4')!;
    expect(joined.size).toBe(2048);
    expect(joined.durationSec).toBeNull();
    const res = await api.app.request(joined.url);
    expect(res.headers.get('content-type')).toBe('video/mp4');
    expect(Buffer.from(await res.arrayBuffer()).equals(Buffer.from(bytes))).toBe(true);
    expect((await student.post(`${base}/files/${joined.id}/viewed?subApp=suman`)).json.data.viewed).toBe(
      true,
    );
    // Listing again adds nothing twice.
    expect((await flow()).files.filter((f) => f.title.includes('breath.mp4'))).toHaveLength(1);
  });
});
