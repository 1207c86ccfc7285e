import { expect, test, type Page } from '@playwright/test';
import { chromiumLaunchOptions } from '../tools/scripts/chromium.mjs';
import { attemptPhone, DEMO_PHONE, giveHistory, signInByApi } from './auth';
import { seriousViolations } from './axe';

// Chromium's fake microphone (a beep) stands in for the voices, granted without a prompt.
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
    noQa: '这节课暂无课后答疑',
    course: '流瑜伽进阶',
    image: (i: number) => `我的图片 ${i}`,
    record: '开始录音',
    stop: /^停止录音/,
    recorded: /已录制 00:0[23]/,
    text: '下犬式时左手腕有点酸',
    submit: '提交回答',
    waiting: '等待教练回答',
    send: '发送回答',
    reply: '把重心往后移，手指用力压地。',
    coachAnswer: '教练的回答',
  },
  en: {
    lng: '?lng=en',
    noQa: 'No Q&A for this class',
    course: 'Flow yoga, advanced',
    image: (i: number) => `My image ${i}`,
    record: 'Start recording',
    stop: /^Stop recording/,
    recorded: /Recorded 00:0[23]/,
    text: 'My left wrist aches a little in downward dog',
    submit: 'Submit answer',
    waiting: 'Waiting for the coach',
    send: 'Send answer',
    reply: 'Shift your weight back and press through your fingers.',
    coachAnswer: 'Coach’s answer',
  },
};

async function record(page: Page, w: (typeof words)['zh'], box: string) {
  await page.getByTestId(box).getByRole('button', { name: w.record }).click();
  const stop = page.getByTestId(box).getByRole('button', { name: w.stop });
  await expect(stop).toBeVisible();
  await page.waitForTimeout(2_100);
  await stop.click();
  await expect(page.getByTestId(`${box}-length`)).toHaveText(w.recorded);
}

/**
 * A fresh student lands on no_answer_image from a class without Q&A, jumps to a class with the
 * coach's question, answers with two images (a reload keeps them) and a 2-second voice note; the
 * coach (the demo number on /teacher) answers it with text and voice; the student reads the answer.
 */
async function journey(page: Page, w: (typeof words)['zh'], phone: string) {
  // A new student attended no class: this one is given the classes of a student's history.
  await giveHistory(page, phone);
  const token = await signInByApi(page, 'suman', phone);
  const classes = await (
    await page.request.get('/api/coach-answers/student/classes?subApp=suman', {
      headers: { AUTHORIZE_TOKEN: token },
    })
  ).json();
  const none = classes.data.list.find((c: { prompt: string | null }) => c.prompt === null);

  await page.goto(`/suman/answer_question_new/${none.id}${w.lng}`);
  await expect(page).toHaveURL(/\/suman\/no_answer_image/);
  await expect(page.getByText(w.noQa)).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByTestId('qa-classes').getByRole('link').filter({ hasText: w.course }).click();
  await expect(page).toHaveURL(/\/suman\/answer_question_new\/\d+/);
  const classId = page.url().match(/answer_question_new\/(\d+)/)![1]!;

  for (const name of ['a.png', 'b.png']) {
    await page.locator('#qa-image').setInputFiles({ name, mimeType: 'image/png', buffer: PNG });
    await expect(page.getByRole('img', { name: w.image(name === 'a.png' ? 1 : 2) })).toBeVisible();
  }
  // Mid-answer reload: both images are still there (answer_question_images_data).
  await page.reload();
  await expect(page.getByRole('img', { name: w.image(2) })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await record(page, w, 'qa-voice');
  await expect(page.getByTestId('qa-voice').locator('audio')).toHaveAttribute('src', /^blob:/);
  const text = `${w.text} ${phone}`;
  await page.getByRole('textbox').fill(text);
  await page.getByRole('button', { name: w.submit }).click();
  await expect(page).toHaveURL(new RegExp(`/suman/answer_question/${classId}`));
  await expect(page.getByTestId('qa-waiting')).toContainText(w.waiting);
  await expect(page.getByTestId('qa-submission').locator('img')).toHaveCount(2);

  // The class's coach finds it in the inbox and answers with text and a voice note.
  await signInByApi(page, 'suman-teacher', DEMO_PHONE);
  await page.goto(`/teacher/answer_question?force=1${w.lng.replace('?', '&')}`);
  await page.getByTestId('ca-inbox').getByRole('link').filter({ hasText: phone }).click();
  await expect(page).toHaveURL(/\/teacher\/answer_question_new\/\d+/);
  // The coach sees the student's two images and can play the student's voice note.
  await expect(page.getByTestId('ca-student-images').locator('img')).toHaveCount(2);
  await expect(page.getByRole('main').locator('audio[src^="/api/coach-answers/files/"]')).toHaveCount(1);
  await page.getByRole('textbox').fill(w.reply);
  await record(page, w, 'ca-voice');
  await page.getByRole('button', { name: w.send }).click();
  await expect(page).toHaveURL(/\/teacher\/copy_success/);

  // The student reads the coach's answer and can play its voice note.
  await page.goto(`/suman/answer_question/${classId}${w.lng}`);
  const answer = page.getByTestId('qa-coach-answer');
  await expect(answer).toContainText(w.coachAnswer);
  await expect(answer).toContainText(w.reply);
  const audio = answer.locator('audio');
  const src = (await audio.getAttribute('src'))!;
  const file = await page.request.get(src);
  expect(file.headers()['content-type']).toBe('audio/mpeg');
  const seconds = await audio.evaluate(
    (a: HTMLAudioElement) =>
      new Promise<number>((resolve, reject) => {
        a.addEventListener('loadedmetadata', () => resolve(a.duration), { once: true });
        a.addEventListener('error', () => reject(new Error('audio did not load')), { once: true });
        a.load();
      }),
  );
  expect(seconds).toBeGreaterThan(1);
  expect(await seriousViolations(page)).toEqual([]);
}

test('student answers the post-class question with images and voice; the coach answers (zh)', async ({
  page,
}, info) => {
  await journey(page, words.zh, attemptPhone('13900005610', info));
});

test('student answers the post-class question with images and voice; the coach answers (en)', async ({
  page,
}, info) => {
  await journey(page, words.en, attemptPhone('13900005620', info));
});
