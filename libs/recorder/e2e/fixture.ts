import { createRecorder, toRecorderError } from '../src/index';

// Test page for record.spec.ts: one tap records for ?ms= milliseconds (default 2000) through the
// public API, then leaves the outcome on window.__recording for the test to read.

export type FixtureResult =
  | { ok: true; durationMs: number; type: string; base64: string }
  | { ok: false; code: string; detail: string };

declare global {
  interface Window {
    __recording?: FixtureResult;
  }
}

const ms = Number(new URLSearchParams(location.search).get('ms') ?? 2000);
const status = document.querySelector('#status')!;

async function base64Of(blob: Blob): Promise<string> {
  const bytes = new Uint8Array(await blob.arrayBuffer());
  let text = '';
  for (const b of bytes) text += String.fromCharCode(b);
  return btoa(text);
}

document.querySelector('#record')!.addEventListener('click', async () => {
  const rec = createRecorder();
  try {
    status.textContent = 'opening';
    await rec.open();
    rec.start();
    status.textContent = 'recording';
    await new Promise((r) => setTimeout(r, ms));
    const { blob, durationMs } = await rec.stop();
    window.__recording = { ok: true, durationMs, type: blob.type, base64: await base64Of(blob) };
  } catch (e) {
    const err = toRecorderError(e);
    window.__recording = { ok: false, code: err.code, detail: err.detail };
  } finally {
    rec.close();
    status.textContent = 'done';
  }
});
