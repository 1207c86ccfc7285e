import { describe, expect, it } from 'vitest';
import { homeworkList, MATERIAL_CODES, materialClassList, uploadState } from '@yoga/contract';
import { devApi } from '../../test-helpers';
import { postChunk } from './contract-calls';

// Issue 31: any student could upload homework into any class. Only the class's roster may.

type Api = ReturnType<typeof devApi>;
const png = () => {
  const b = new Uint8Array(100);
  b.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return b;
};

async function student(api: Api, phone: string) {
  const token = await api.signIn('onmat', phone);
  const h = (lang = 'zh') => ({ AUTHORIZE_TOKEN: token, Language: lang });
  return {
    enrol: () => api.call('POST', '/__dev/materials/enrol?subApp=onmat', undefined, h()),
    start: (classId: number, lang?: string) =>
      api.call(
        'POST',
        '/api/materials/uploads?subApp=onmat',
        { classId, kind: 'image', fileName: 'pose.png', size: 100 },
        h(lang),
      ),
    chunk: (id: string) => postChunk(api, token, 'onmat', id, 0, png()),
    complete: (id: string) =>
      api.call('POST', `/api/materials/uploads/${id}/complete?subApp=onmat`, undefined, h()),
  };
}

async function demoClass(api: Api) {
  const token = await api.signIn('onmat-teacher');
  const h = { AUTHORIZE_TOKEN: token };
  const list = materialClassList.parse(
    (await api.call('GET', '/api/materials/classes?subApp=onmat-teacher', undefined, h)).json.data,
  ).list;
  const homework = async () =>
    homeworkList.parse(
      (await api.call('GET', '/api/materials/homework?subApp=onmat-teacher', undefined, h)).json.data,
    ).list;
  return { classId: list[0]!.id, homework };
}

describe('homework roster', () => {
  it('refuses homework from a student not on the class’s roster, in words, and the coach sees nothing', async () => {
    const api = devApi();
    const { classId, homework } = await demoClass(api);
    const outsider = await student(api, '13900000311');
    const zh = (await outsider.start(classId)).json;
    expect(zh.code).toBe(MATERIAL_CODES.notOnRoster);
    expect(zh.msg).toBe('你不在这节课的学员名单中，无法提交作业');
    expect((await outsider.start(classId, 'en')).json.msg).toBe(
      'You are not on this class’s list of students, so you cannot hand in homework for it',
    );
    expect(await homework()).toEqual([]);
  });

  it('takes an enrolled student’s homework through the resumable path', async () => {
    const api = devApi();
    const { classId, homework } = await demoClass(api);
    const enrolled = await student(api, '13900000312');
    expect((await enrolled.enrol()).json.data.enrolled).toBeGreaterThan(0);
    const up = uploadState.parse((await enrolled.start(classId)).json.data);
    await enrolled.chunk(up.id);
    expect((await enrolled.complete(up.id)).json.state).toBe(1);
    expect((await homework()).map((f) => f.fileName)).toEqual(['pose.png']);
  });

  it('puts the demo student on every seeded class', async () => {
    const api = devApi();
    const { classId } = await demoClass(api);
    const demo = await student(api, '13800138000');
    expect(uploadState.safeParse((await demo.start(classId)).json.data).success).toBe(true);
  });
});
