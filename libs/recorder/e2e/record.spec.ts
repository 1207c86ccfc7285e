import { expect, test, type BrowserType, type Page } from '@playwright/test';
import { framesDurationMs, readMp3Frames } from '../src/testing/mp3-frames';
import type { FixtureResult } from './fixture';

// Records through @yoga/recorder in a real Chromium with a fake microphone, then checks the bytes
// themselves: MPEG-2 layer III frames at 24000 Hz / 16 kbps whose playing time matches the take.

async function record(page: Page, url: string): Promise<FixtureResult> {
  await page.goto(url);
  await page.click('#record');
  await page.waitForFunction(() => window.__recording !== undefined, null, { timeout: 15_000 });
  return (await page.evaluate(() => window.__recording))!;
}

test('records ~2 s of mp3 at 24000 Hz, loading the encoder only when recording starts', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
  });
  await page.goto('/fixture.html');
  await page.waitForLoadState('networkidle');
  expect(
    scripts.some((s) => /mp3|recorder-core/.test(s)),
    scripts.join(),
  ).toBe(false);

  await page.click('#record');
  await page.waitForFunction(() => window.__recording !== undefined, null, { timeout: 15_000 });
  const result = (await page.evaluate(() => window.__recording))!;
  if (!result.ok) throw new Error(`recording failed: ${result.code} ${result.detail}`);
  expect(
    scripts.some((s) => /\/mp3-engine-[\w-]+\.js$/.test(s)),
    scripts.join(),
  ).toBe(true);

  const bytes = Buffer.from(result.base64, 'base64');
  expect(result.type).toBe('audio/mp3');
  expect(result.durationMs).toBeGreaterThan(1800);
  expect(result.durationMs).toBeLessThan(3000);
  // 16 kbps is 2000 bytes a second; allow for frame rounding and encoder start-up.
  const expectedBytes = (result.durationMs / 1000) * 2000;
  expect(bytes.length).toBeGreaterThan(expectedBytes * 0.8);
  expect(bytes.length).toBeLessThan(expectedBytes * 1.25);

  const frames = readMp3Frames(new Uint8Array(bytes));
  // First header: 0xFF 0xF3 = sync, MPEG-2 (version bits 10), layer III (01), no CRC;
  // third byte 0x24 = bit-rate index 2 (16 kbps) and sample-rate index 1 (24000 Hz for MPEG-2).
  expect(frames[0]).toMatchObject({ version: 'MPEG-2', layer: 3, sampleRate: 24000, bitrateKbps: 16 });
  expect([bytes[0], bytes[1], bytes[2]! & 0xfc]).toEqual([0xff, 0xf3, 0x24]);
  expect(frames.every((f) => f.sampleRate === 24000 && f.version === 'MPEG-2')).toBe(true);
  // Every byte belongs to a frame, and the frames play as long as the recorder says.
  expect(frames.reduce((n, f) => n + f.length, 0)).toBe(bytes.length);
  expect(Math.abs(framesDurationMs(frames) - result.durationMs)).toBeLessThan(100);
});

test('refuses to record on an insecure page, before downloading recorder-core', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (r) => void (r.resourceType() === 'script' && scripts.push(r.url())));
  const { port } = new URL(test.info().project.use.baseURL!);
  const result = await record(page, `http://recorder.test:${port}/fixture.html`);
  expect(result).toMatchObject({ ok: false, code: 'insecure-page' });
  expect(scripts.some((s) => /mp3|recorder-core/.test(s))).toBe(false);
});

// Other machines, other answers: a browser launched without the fake prompt (so the request is
// refused) and one without the fake device (this container has no sound card at all).
async function recordIn(browserType: BrowserType, args: string[]): Promise<FixtureResult> {
  const browser = await browserType.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-background-networking', '--disable-component-update', ...args],
  });
  try {
    const page = await browser.newPage({ baseURL: test.info().project.use.baseURL });
    return await record(page, '/fixture.html');
  } finally {
    await browser.close();
  }
}

test('a refused permission is permission-denied', async ({ playwright }) => {
  const result = await recordIn(playwright.chromium, [
    '--use-fake-device-for-media-stream',
    '--deny-permission-prompts',
  ]);
  expect(result).toMatchObject({ ok: false, code: 'permission-denied' });
});

test('a machine with no audio input is no-microphone', async ({ playwright }) => {
  const result = await recordIn(playwright.chromium, ['--use-fake-ui-for-media-stream']);
  expect(result, JSON.stringify(result)).toMatchObject({ ok: false, code: 'no-microphone' });
});
