import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { devApi } from '../../test-helpers';
import { paidCourse, PNG_1PX, uploadFile } from './test-data';
import { checkUploadQuota, ORPHAN_MAX_AGE_MS, sweepOrphanUploads, UPLOAD_QUOTA } from './upload-limits';

const phone = '13300133077';
const HOUR = 3_600_000;

describe('upload quota', () => {
  it(`refuses upload ${UPLOAD_QUOTA.files + 1} of a day in words, and takes uploads again a day later`, async () => {
    let now = Date.parse('2026-12-01T02:00:00Z');
    const api = devApi({ now: () => now });
    const token = await api.signIn('onmat', phone);
    for (let i = 0; i < UPLOAD_QUOTA.files; i++)
      expect((await uploadFile(api, token, PNG_1PX)).json.state, `upload ${i}`).toBe(1);
    expect((await uploadFile(api, token, PNG_1PX)).json).toMatchObject({
      state: 0,
      code: 429,
      msg: `24 小时内最多上传 ${UPLOAD_QUOTA.files} 个文件、共 500 MB，请稍后再试`,
    });
    expect((await uploadFile(api, token, PNG_1PX, { lang: 'en' })).json.msg).toBe(
      `You can upload at most ${UPLOAD_QUOTA.files} files (500 MB) in 24 hours; please try again later`,
    );
    // Someone else is not held back; the same user is, until the day has passed.
    expect((await uploadFile(api, await api.signIn('onmat', '13300133078'), PNG_1PX)).json.state).toBe(1);
    now += 24 * HOUR;
    expect((await uploadFile(api, token, PNG_1PX)).json.state).toBe(1);
  });

  it('counts bytes too', () => {
    const api = devApi();
    const user = api.db.prepare('SELECT id FROM users LIMIT 1').get() as { id: number };
    const q = { files: 100, bytes: 1000, windowMs: HOUR };
    const add = api.db.prepare(
      "INSERT INTO upload_log (user_id, path, size, created_at) VALUES (?, '/api/uploads', ?, ?)",
    );
    add.run(user.id, 900, 5);
    expect(() => checkUploadQuota(api.db, user.id, 100, 10, q)).not.toThrow();
    expect(() => checkUploadQuota(api.db, user.id, 101, 10, q)).toThrow('upload_quota');
  });
});

describe('orphan uploads', () => {
  it('are deleted (row and file) once older than the stated age; attached ones stay', async () => {
    let now = Date.parse('2026-12-01T02:00:00Z');
    const api = devApi({ now: () => now });
    const token = await api.signIn('onmat', phone);
    const [kept, orphan] = [
      (await uploadFile(api, token, PNG_1PX)).json.data.id as string,
      (await uploadFile(api, token, PNG_1PX)).json.data.id as string,
    ];
    const orderNo = await paidCourse(api, phone, now);
    const posted = await api.call(
      'POST',
      '/api/evaluations?subApp=onmat',
      { orderNo, stars: 5, photoIds: [kept] },
      { AUTHORIZE_TOKEN: token },
    );
    expect(posted.json.state).toBe(1);
    now += ORPHAN_MAX_AGE_MS + 1;
    const young = (await uploadFile(api, token, PNG_1PX)).json.data.id as string;
    // The sweep deletes files from the folder it is given: here a copy of the three.
    const dir = mkdtempSync(path.join(os.tmpdir(), 'orphans-'));
    for (const id of [kept, orphan, young]) writeFileSync(path.join(dir, id), PNG_1PX);
    expect(sweepOrphanUploads(api.db, dir, now)).toEqual([orphan]);
    expect(existsSync(path.join(dir, orphan))).toBe(false);
    expect(existsSync(path.join(dir, kept)) && existsSync(path.join(dir, young))).toBe(true);
    expect((await api.app.request(`/api/uploads/${orphan}`)).status).toBe(404);
    expect((await api.app.request(`/api/uploads/${kept}`)).status).toBe(200);
  });
});
