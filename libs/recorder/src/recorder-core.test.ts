import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { CoreRecorder } from './core-types';
import { loadMp3Encoder, loadRecorderCore } from './engine-loader';
import { toRecorderError } from './errors';
import { RECORDER_CONFIG } from './create-recorder';
import { framesDurationMs, readMp3Frames } from './testing/mp3-frames';

// The real recorder-core, fed through its mock() entry (no microphone in jsdom): proves our error
// mapping against the library's own texts, not copies of them, and that our configuration really
// yields 24000 Hz MPEG-2 layer III. The tests run in order: the encoder is absent until the third.

type MockableRecorder = CoreRecorder & {
  mock(pcm: Int16Array, sampleRate: number): MockableRecorder;
  buffers: unknown[];
};

async function newRecorder(): Promise<MockableRecorder> {
  const Recorder = await loadRecorderCore();
  return Recorder({ ...RECORDER_CONFIG }) as MockableRecorder;
}

const stop = (rec: CoreRecorder) =>
  new Promise<{ blob: Blob; durationMs: number }>((resolve, reject) =>
    rec.stop((blob, durationMs) => resolve({ blob, durationMs }), reject),
  );

/** One second of a 440 Hz tone, as 16-bit PCM at 48000 Hz like a typical microphone. */
function tone(seconds: number, rate = 48000): Int16Array {
  const pcm = new Int16Array(seconds * rate);
  for (let i = 0; i < pcm.length; i++) pcm[i] = Math.round(8000 * Math.sin((2 * Math.PI * 440 * i) / rate));
  return pcm;
}

// jsdom's Blob has no arrayBuffer(); FileReader it is.
const bytesOf = (blob: Blob) =>
  new Promise<Uint8Array>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(blob);
  });

// recorder-core narrates every step on the console; keep the test output readable.
beforeEach(() => {
  for (const level of ['log', 'info', 'warn', 'error'] as const)
    vi.spyOn(console, level).mockImplementation(() => {});
});

describe('real recorder-core failures map to our codes', () => {
  it('nothing recorded', async () => {
    const rec = (await newRecorder()).mock(new Int16Array(0), 48000);
    const err = await stop(rec).catch(toRecorderError);
    expect(err).toMatchObject({ code: 'nothing-recorded' });
  });

  it('encoder not loaded', async () => {
    const rec = (await newRecorder()).mock(tone(1), 48000);
    const err = await stop(rec).catch(toRecorderError);
    expect(err).toMatchObject({ code: 'encoder-not-loaded' });
    expect((err as Error).message).toMatch(/mp3/);
  });

  it('buffers released', async () => {
    await loadMp3Encoder();
    const rec = (await newRecorder()).mock(tone(1), 48000);
    rec.buffers = [];
    const err = await stop(rec).catch(toRecorderError);
    expect(err).toMatchObject({ code: 'buffers-released' });
  });
});

describe('real recorder-core encoding with our configuration', () => {
  it('produces MPEG-2 layer III frames at 24000 Hz and 16 kbps', async () => {
    await loadMp3Encoder();
    const { blob, durationMs } = await stop((await newRecorder()).mock(tone(1), 48000));
    const frames = readMp3Frames(await bytesOf(blob));
    expect(frames[0]).toMatchObject({ version: 'MPEG-2', layer: 3, sampleRate: 24000, bitrateKbps: 16 });
    expect(frames.every((f) => f.sampleRate === 24000)).toBe(true);
    expect(durationMs).toBeGreaterThan(950);
    expect(Math.abs(framesDurationMs(frames) - durationMs)).toBeLessThan(150);
  });
});
