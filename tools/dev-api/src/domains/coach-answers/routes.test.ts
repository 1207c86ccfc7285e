import { describe, expect, it } from 'vitest';
import {
  classQaClass,
  classQaClassList,
  COACH_ANSWER_CODES,
  coachAnswerFile,
  coachAnswerResult,
  coachQuestion,
  coachQuestionPage,
} from '@yoga/contract';
import { devApi } from '../../test-helpers';

const base = '/api/coach-answers';
const q = '?subApp=suman-teacher';
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);
/** An MPEG-2 layer III frame header (24 kHz, 16 kbps) and silence: what the recorder sends. */
const MP3 = Buffer.concat([Buffer.from([0xff, 0xf3, 0x14, 0xc4]), Buffer.alloc(44)]);

type Api = ReturnType<typeof devApi>;

async function upload(
  api: Api,
  token: string,
  bytes: Uint8Array,
  name = 'a.png',
  subApp = 'suman-teacher',
  student = false,
) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), name);
  const path = student ? `${base}/student/files` : `${base}/files`;
  const res = await api.app.request(`${path}?subApp=${subApp}`, {
    method: 'POST',
    body: form,
    headers: { AUTHORIZE_TOKEN: token },
  });
  return (await res.json()) as { state: number; code: number; data: unknown };
}

/** A coach with a history (the demo student's questions): a new coach has no students. */
async function coach(phone: string, api = devApi()) {
  await api.giveHistory(phone);
  const token = await api.signIn('suman-teacher', phone);
  const headers = { AUTHORIZE_TOKEN: token };
  const get = (path: string) => api.call('GET', path, undefined, headers);
  const post = (path: string, body: unknown) => api.call('POST', path, body, headers);
  return { api, token, headers, get, post };
}

describe('coach-answers stand-in', () => {
  it('gives a new coach and a new student nothing: no questions, no classes', async () => {
    const api = devApi();
    const asCoach = { AUTHORIZE_TOKEN: await api.signIn('suman-teacher', '13900005400') };
    const inbox = (await api.call('GET', `${base}/questions${q}`, undefined, asCoach)).json.data;
    expect(inbox.total).toBe(0);
    const asStudent = { AUTHORIZE_TOKEN: await api.signIn('suman', '13900005400') };
    const classes = (await api.call('GET', `${base}/student/classes?subApp=suman`, undefined, asStudent)).json
      .data;
    expect(classes.list).toEqual([]);
  });

  it('gives a coach with a history the seeded inbox: overdue first with how late, then open, then answered', async () => {
    const { get } = await coach('13900005401');
    const page = coachQuestionPage.parse((await get(`${base}/questions${q}&page=1&pageSize=10`)).json.data);
    expect(page.list.map((x) => x.state)).toEqual(['overdue', 'overdue', 'open', 'open', 'answered']);
    expect(page.list[0]!.lateMinutes).toBeGreaterThanOrEqual(51 * 60 - 1);
    expect(page.list[1]!.lateMinutes).toBeGreaterThanOrEqual(6 * 60 - 1);
    expect(page.list[2]!.lateMinutes).toBe(0);
    const overdue = (await get(`${base}/questions${q}&state=overdue`)).json.data;
    expect(overdue.total).toBe(2);
  });

  it('answers with text, an image and an mp3 voice note; the student reads it, the audio is audio/mpeg', async () => {
    const { api, token, get, post } = await coach('13900005402');
    const open = (await get(`${base}/questions${q}&state=open`)).json.data.list[0];
    const img = coachAnswerFile.parse((await upload(api, token, PNG)).data);
    const audio = coachAnswerFile.parse((await upload(api, token, MP3, 'photo.png')).data);
    expect([img.contentType, audio.contentType]).toEqual(['image/png', 'audio/mpeg']);
    const sent = await post(`${base}/questions/${open.id}/answers${q}`, {
      text: '手腕放在肩膀正下方',
      imageIds: [img.id],
      audioId: audio.id,
      audioMs: 3000,
    });
    const result = coachAnswerResult.parse(sent.json.data);
    expect(result.question.state).toBe('answered');
    expect(result.record).toEqual({ id: String(open.id), password: expect.stringMatching(/^\d{6}$/) });
    // Again: refused, a follow-up is taken.
    expect(
      (
        await post(`${base}/questions/${open.id}/answers${q}`, {
          text: 'x',
          imageIds: [],
          audioId: null,
          audioMs: 0,
        })
      ).json.code,
    ).toBe(COACH_ANSWER_CODES.alreadyAnswered);
    const more = await post(`${base}/questions/${open.id}/answers${q}&followUp=1`, {
      text: '补充',
      imageIds: [],
      audioId: null,
      audioMs: 0,
    });
    expect(coachAnswerResult.parse(more.json.data).record.password).toBe(result.record.password);

    const studentHeaders = { AUTHORIZE_TOKEN: await api.signIn('suman') };
    const seen = coachQuestion.parse(
      (await api.call('GET', `${base}/student/questions/${open.id}?subApp=suman`, undefined, studentHeaders))
        .json.data,
    );
    expect(seen.answers[0]).toMatchObject({ text: '手腕放在肩膀正下方', audio: { durationMs: 3000 } });
    expect(seen.answers[0]!.images[0]!.url).toBe(img.url);
    const file = await api.app.request(seen.answers[0]!.audio!.url);
    expect(file.headers.get('Content-Type')).toBe('audio/mpeg');
  });

  it('counts answer files in the one upload quota of every path: the 62nd is refused, so is an image', async () => {
    const { api, token } = await coach('13900005499');
    const codes: number[] = [];
    for (let i = 0; i < 62; i++) codes.push((await upload(api, token, PNG)).code);
    expect(codes.filter((c) => c === 200)).toHaveLength(60);
    expect(codes.at(-1)).toBe(429);
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(PNG)], { type: 'image/png' }), 'a.png');
    const image = await api.app.request('/api/uploads?subApp=suman-teacher', {
      method: 'POST',
      body: form,
      headers: { AUTHORIZE_TOKEN: token },
    });
    expect(((await image.json()) as { code: number }).code).toBe(429);
  });

  it('refuses files that are not mp3, png or jpeg by their bytes, empty answers and others’ files', async () => {
    const { api, token, get, post } = await coach('13900005403');
    expect((await upload(api, token, Buffer.from('GIF89a....'), 'a.mp3')).code).toBe(
      COACH_ANSWER_CODES.badFileType,
    );
    const open = (await get(`${base}/questions${q}&state=open`)).json.data.list[0];
    const empty = { text: '  ', imageIds: [], audioId: null, audioMs: 0 };
    expect((await post(`${base}/questions/${open.id}/answers${q}`, empty)).json.code).toBe(
      COACH_ANSWER_CODES.emptyAnswer,
    );
    const other = await coach('13900005404', api);
    const theirs = coachAnswerFile.parse((await upload(api, other.token, PNG)).data);
    const withTheirs = { text: 'x', imageIds: [theirs.id], audioId: null, audioMs: 0 };
    expect((await post(`${base}/questions/${open.id}/answers${q}`, withTheirs)).json.code).toBe(
      COACH_ANSWER_CODES.badFile,
    );
    // Another coach's question reads as missing.
    expect((await other.get(`${base}/questions/${open.id}${q}`)).json.code).toBe(404);
    expect((await get(`${base}/questions/abc${q}`)).json.code).toBe(404);
  });

  it('refuses a student token on coach endpoints and a coach token on student ones', async () => {
    const api = devApi();
    const studentToken = await api.signIn('suman', '13900005405');
    const asStudent = { AUTHORIZE_TOKEN: studentToken };
    expect((await api.call('GET', `${base}/questions?subApp=suman`, undefined, asStudent)).json.code).toBe(
      COACH_ANSWER_CODES.coachOnly,
    );
    expect((await upload(api, studentToken, PNG, 'a.png', 'suman')).code).toBe(COACH_ANSWER_CODES.coachOnly);
    // A student token named as the coach sub-app is not a coach's sign-in.
    expect((await api.call('GET', `${base}/questions${q}`, undefined, asStudent)).json.code).toBe(403);
    const { get } = await coach('13900005406', api);
    expect((await get(`${base}/student/questions/1?subApp=suman-teacher`)).json.code).toBe(
      COACH_ANSWER_CODES.studentOnly,
    );
  });
});

describe('coach-answers seeded answer', () => {
  it('reads in the caller’s language', async () => {
    const { api, headers } = await coach('13900005407');
    const list = await api.call('GET', `${base}/questions${q}&state=answered`, undefined, {
      ...headers,
      Language: 'en',
    });
    expect(list.json.data.list[0].answers[0].text).toBe(
      'Wandering is normal: gently bring your attention back to the breath.',
    );
  });
});

describe('post-class Q&A of /suman students', () => {
  const s = '?subApp=suman';
  async function student(phone: string, api = devApi()) {
    await api.giveHistory(phone);
    const token = await api.signIn('suman', phone);
    const headers = { AUTHORIZE_TOKEN: token };
    const get = (path: string) => api.call('GET', path, undefined, headers);
    const post = (path: string, body: unknown) => api.call('POST', path, body, headers);
    return { api, token, get, post };
  }

  it('gives a student with a history classes with and without a post-class question, none answered', async () => {
    const { get } = await student('13900005501');
    const { list } = classQaClassList.parse((await get(`${base}/student/classes${s}`)).json.data);
    expect(list).toHaveLength(4);
    expect(list.filter((c) => c.prompt === null)).toHaveLength(1);
    expect(list.every((c) => c.question === null)).toBe(true);
    expect(list.map((c) => c.classAt)).toEqual([...list.map((c) => c.classAt)].sort().reverse());
  });

  it('gives the demo student an answered class with the coach’s voice note, a waiting one and an open one', async () => {
    const { get } = await student('13800138000');
    const { list } = classQaClassList.parse((await get(`${base}/student/classes${s}`)).json.data);
    const byId = new Map(list.map((c) => [c.id, c]));
    expect(byId.get(1)!.question).toBeNull();
    expect(byId.get(2)!.question!.answers[0]!.audio).toMatchObject({ durationMs: 3000 });
    expect(byId.get(3)!.question).toMatchObject({ state: 'open', answers: [] });
    expect(byId.get(4)!.prompt).toBeNull();
  });

  it('answers with images and a voice note once; the coach sees it in the inbox and answers; the student reads it', async () => {
    const { api, token, get, post } = await student('13900005502');
    const { list } = classQaClassList.parse((await get(`${base}/student/classes${s}`)).json.data);
    const open = list.find((c) => c.prompt)!;
    const img1 = coachAnswerFile.parse((await upload(api, token, PNG, 'a.png', 'suman', true)).data);
    const img2 = coachAnswerFile.parse((await upload(api, token, PNG, 'b.png', 'suman', true)).data);
    const voice = coachAnswerFile.parse((await upload(api, token, MP3, 'v.mp3', 'suman', true)).data);
    const body = { text: '', imageIds: [img1.id, img2.id], audioId: voice.id, audioMs: 2000 };
    const sent = classQaClass.parse(
      (await post(`${base}/student/classes/${open.id}/answer${s}`, body)).json.data,
    );
    expect(sent.question).toMatchObject({ state: 'open', audio: { durationMs: 2000 }, answers: [] });
    expect(sent.question!.images).toHaveLength(2);
    expect((await post(`${base}/student/classes/${open.id}/answer${s}`, body)).json.code).toBe(
      COACH_ANSWER_CODES.alreadySubmitted,
    );

    // The class's coach is the demo number on /teacher.
    const c = await coach('13800138000', api);
    const inbox = coachQuestionPage.parse(
      (await c.get(`${base}/questions${q}&state=open&pageSize=50`)).json.data,
    );
    const mine = inbox.list.find((x) => x.id === sent.question!.id)!;
    expect(mine.audio?.url).toBe(voice.url);
    await c.post(`${base}/questions/${mine.id}/answers${q}`, {
      text: '很好',
      imageIds: [],
      audioId: null,
      audioMs: 0,
    });
    const after = classQaClass.parse((await get(`${base}/student/classes/${open.id}${s}`)).json.data);
    expect(after.question).toMatchObject({ state: 'answered', answers: [{ text: '很好' }] });
  });

  it('refuses a class without a question, an empty answer, four images, and others’ classes', async () => {
    const { api, token, get, post } = await student('13900005503');
    const { list } = classQaClassList.parse((await get(`${base}/student/classes${s}`)).json.data);
    const none = list.find((c) => c.prompt === null)!;
    const open = list.find((c) => c.prompt)!;
    expect(
      (
        await post(`${base}/student/classes/${none.id}/answer${s}`, {
          text: 'x',
          imageIds: [],
          audioId: null,
          audioMs: 0,
        })
      ).json.code,
    ).toBe(COACH_ANSWER_CODES.noClassQuestion);
    expect(
      (
        await post(`${base}/student/classes/${open.id}/answer${s}`, {
          text: ' ',
          imageIds: [],
          audioId: null,
          audioMs: 0,
        })
      ).json.code,
    ).toBe(COACH_ANSWER_CODES.emptyAnswer);
    const img = coachAnswerFile.parse((await upload(api, token, PNG, 'a.png', 'suman', true)).data);
    const four = { text: '', imageIds: [img.id, img.id, img.id, img.id], audioId: null, audioMs: 0 };
    expect((await post(`${base}/student/classes/${open.id}/answer${s}`, four)).json.code).toBe(400);
    const other = await student('13900005504', api);
    expect((await other.get(`${base}/student/classes/${open.id}${s}`)).json.code).toBe(404);
    expect((await get(`${base}/student/classes/abc${s}`)).json.code).toBe(404);
  });

  it('refuses a coach token on the student endpoints', async () => {
    const { api, token, get, post } = await coach('13900005505');
    expect((await get(`${base}/student/classes${q}`)).json.code).toBe(COACH_ANSWER_CODES.studentOnly);
    expect((await get(`${base}/student/classes/1${q}`)).json.code).toBe(COACH_ANSWER_CODES.studentOnly);
    expect(
      (
        await post(`${base}/student/classes/1/answer${q}`, {
          text: 'x',
          imageIds: [],
          audioId: null,
          audioMs: 0,
        })
      ).json.code,
    ).toBe(COACH_ANSWER_CODES.studentOnly);
    const res = await api.app.request(`${base}/student/files${q}`, {
      method: 'POST',
      body: (() => {
        const f = new FormData();
        f.append('file', new Blob([new Uint8Array(PNG)], { type: 'image/png' }), 'a.png');
        return f;
      })(),
      headers: { AUTHORIZE_TOKEN: token },
    });
    expect(((await res.json()) as { code: number }).code).toBe(COACH_ANSWER_CODES.studentOnly);
  });
});
