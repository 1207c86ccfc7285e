import { expect, test, type Page } from '@playwright/test';
import { chromiumLaunchOptions } from '../tools/scripts/chromium.mjs';
import { apiToken, attemptPhone, DEMO_PHONE, giveHistory, signInByApi } from './auth';
import { seriousViolations } from './axe';

// Chromium's fake microphone (a beep) stands in for the coach's voice, granted without a prompt.
test.use({
  launchOptions: chromiumLaunchOptions([
    '--use-fake-ui-for-media-stream',
    '--use-fake-device-for-media-stream',
  ]),
  permissions: ['microphone'],
});

/** The smallest valid PNG: a 1×1 transparent pixel. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

const words = {
  zh: {
    lng: '',
    question: '下犬式时手腕很疼',
    draft: '手腕放在肩膀正下方，五指张开压实垫面。',
    record: '开始录音',
    stop: /^停止录音/,
    recorded: /已录制 00:0[23]/,
    send: '发送回答',
    image: '回答图片 1',
  },
  en: {
    lng: '?lng=en',
    question: 'My wrists hurt in downward dog',
    draft: 'Keep your wrists right under your shoulders and spread your fingers.',
    record: 'Start recording',
    stop: /^Stop recording/,
    recorded: /Recorded 00:0[23]/,
    send: 'Send answer',
    image: 'Answer image 1',
  },
};

/**
 * A seeded student question, answered by a fresh coach with text, an image and a 3-second voice
 * note; a reload mid-answer keeps the draft; the student then reads the answer through the API
 * (the student's /suman answer screens are another domain's).
 */
async function journey(page: Page, w: (typeof words)['zh'], phone: string) {
  // A new coach has no students: this one is given the demo student's questions.
  await giveHistory(page, phone);
  await signInByApi(page, 'suman-teacher', phone);
  await page.goto(`/teacher/answer_question${w.lng}`);
  await page.getByTestId('ca-inbox').getByRole('link').filter({ hasText: w.question }).click();
  await expect(page).toHaveURL(/\/teacher\/answer_question_new\/\d+/);
  const questionId = page.url().match(/answer_question_new\/(\d+)/)![1]!;

  const text = page.getByRole('textbox');
  await text.fill(w.draft);
  await page.locator('#ca-image').setInputFiles({ name: 'pose.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByRole('img', { name: w.image })).toBeVisible();

  // Mid-answer reload: the text and the image are still there.
  await page.reload();
  await expect(page.getByRole('textbox')).toHaveValue(w.draft);
  await expect(page.getByRole('img', { name: w.image })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole('button', { name: w.record }).click();
  const stop = page.getByRole('button', { name: w.stop });
  await expect(stop).toBeVisible();
  await page.waitForTimeout(3_100);
  await stop.click();
  await expect(page.getByTestId('ca-voice-length')).toHaveText(w.recorded);
  await expect(page.getByTestId('ca-voice').locator('audio')).toHaveAttribute('src', /^blob:/);

  await page.getByRole('button', { name: w.send }).click();
  await expect(page).toHaveURL(new RegExp(`/teacher/copy_success\\?id=${questionId}&password=\\d{6}`));
  const password = (await page.getByTestId('ca-record-password').textContent())!;
  expect(await seriousViolations(page)).toEqual([]);

  // The spec's rule: answer_question without `force` goes back to the saved record.
  await page.goto(`/teacher/answer_question${w.lng}`);
  await expect(page).toHaveURL(new RegExp(`/teacher/copy_success\\?id=${questionId}&password=${password}`));

  // The student who asked sees the answer: text, the image and a voice note served as mp3.
  const token = await apiToken(page, 'suman', DEMO_PHONE);
  const seen = await (
    await page.request.get(`/api/coach-answers/student/questions/${questionId}?subApp=suman`, {
      headers: { AUTHORIZE_TOKEN: token },
    })
  ).json();
  const answer = seen.data.answers[0];
  expect(answer.text).toBe(w.draft);
  expect(answer.images).toHaveLength(1);
  expect(answer.audio.durationMs).toBeGreaterThanOrEqual(2_500);
  const image = await page.request.get(answer.images[0].url);
  expect(image.headers()['content-type']).toBe('image/png');
  const audio = await page.request.get(answer.audio.url);
  expect(audio.headers()['content-type']).toBe('audio/mpeg');
  expect((await audio.body()).byteLength).toBeGreaterThan(1_000);
}

test('coach answers a question with a voice note and an image; the draft survives a reload (zh)', async ({
  page,
}, info) => {
  await journey(page, words.zh, attemptPhone('13900005410', info));
});

test('coach answers a question with a voice note and an image; the draft survives a reload (en)', async ({
  page,
}, info) => {
  await journey(page, words.en, attemptPhone('13900005420', info));
});
