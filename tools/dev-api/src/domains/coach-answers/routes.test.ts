import { describe, expect, it } from 'vitest';
import {
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

async function upload(api: Api, token: string, bytes: Uint8Array, name = 'a.png', subApp = 'suman-teacher') {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), name);
  const res = await api.app.request(`${base}/files?subApp=${subApp}`, {
    method: 'POST',
    body: form,
    headers: { AUTHORIZE_TOKEN: token },
  });
  return (await res.json()) as { state: number; code: number; data: unknown };
}

async function coach(phone: string, api = devApi()) {
  const token = await api.signIn('suman-teacher', phone);
  const headers = { AUTHORIZE_TOKEN: token };
  const get = (path: string) => api.call('GET', path, undefined, headers);
  const post = (path: string, body: unknown) => api.call('POST', path, body, headers);
  return { api, token, headers, get, post };
}

describe('coach-answers stand-in', () => {
  it('gives a new coach the seeded inbox: overdue first with how late, then open, then answered', async () => {
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
