import { beforeEach, describe, expect, it, vi } from 'vitest';

// The dynamic-import boundary is ours (engine-loader.ts); these mocks stand in for the modules it
// imports and log when each one is evaluated, which is exactly "when was it downloaded". doMock
// (not the hoisted vi.mock) so every test evaluates them afresh after resetModules.
const h = {
  loaded: [] as string[],
  configs: [] as unknown[],
  failEncoder: false,
  openFailure: null as null | [string, boolean],
  stopFailure: null as null | string,
  fakeCore: null as unknown,
};

async function fresh() {
  vi.resetModules();
  vi.doMock('recorder-core', () => {
    h.loaded.push('core');
    const factory = Object.assign(
      (config: unknown) => {
        h.configs.push(config);
        return {
          open: (ok: () => void, fail: (m: string, n: boolean) => void) =>
            h.openFailure ? fail(...h.openFailure) : ok(),
          start: vi.fn(),
          stop: (ok: (b: Blob, d: number) => void, fail: (m: string) => void) =>
            h.stopFailure ? fail(h.stopFailure) : ok(new Blob(['mp3']), 2040),
          close: vi.fn(),
        };
      },
      { TrafficImgUrl: '//stats.example/img', i18n: { lang: 'en-US' } },
    );
    h.fakeCore = factory;
    return { default: factory };
  });
  vi.doMock('recorder-core/src/engine/mp3', () => {
    if (h.failEncoder) throw new Error('chunk load failed');
    h.loaded.push('mp3');
    return {};
  });
  vi.doMock('recorder-core/src/engine/mp3-engine', () => {
    h.loaded.push('mp3-engine');
    return {};
  });
  return import('./index');
}

beforeEach(() => {
  Object.assign(h, { loaded: [], configs: [], failEncoder: false, openFailure: null, stopFailure: null });
});

describe('createRecorder', () => {
  it('loads nothing at import, the core at open(), and the mp3 encoder only at start()', async () => {
    const { createRecorder } = await fresh();
    const rec = createRecorder();
    expect(h.loaded).toEqual([]);
    await rec.open();
    expect(h.loaded).toEqual(['core']);
    rec.start();
    await vi.waitFor(() => expect(h.loaded).toEqual(['core', 'mp3', 'mp3-engine']));
    await expect(rec.stop()).resolves.toMatchObject({ durationMs: 2040 });
  });

  it('configures mp3 at 24000 Hz, 16 kbps, with the statistics image off and zh error texts', async () => {
    const { createRecorder } = await fresh();
    await createRecorder().open();
    expect(h.configs).toEqual([{ type: 'mp3', sampleRate: 24000, bitRate: 16 }]);
    const core = h.fakeCore as { TrafficImgUrl: string; i18n: { lang: string } };
    expect([core.TrafficImgUrl, core.i18n.lang]).toEqual(['', 'zh-CN']);
  });

  it('turns an open failure into a typed error', async () => {
    const { createRecorder, RecorderError } = await fresh();
    h.openFailure = ['用户拒绝了录音权限', true];
    const err = await createRecorder()
      .open()
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(RecorderError);
    expect(err).toMatchObject({ code: 'permission-denied' });
  });

  it('turns a stop failure into a typed error', async () => {
    const { createRecorder } = await fresh();
    h.stopFailure = '未采集到录音';
    const rec = createRecorder();
    await rec.open();
    rec.start();
    await expect(rec.stop()).rejects.toMatchObject({ code: 'nothing-recorded' });
  });

  it('reports an encoder that failed to download as encoder-not-loaded', async () => {
    const { createRecorder } = await fresh();
    h.failEncoder = true;
    const rec = createRecorder();
    await rec.open();
    rec.start();
    await expect(rec.stop()).rejects.toMatchObject({ code: 'encoder-not-loaded' });
  });

  it('refuses start before open and stop before start', async () => {
    const { createRecorder } = await fresh();
    const rec = createRecorder();
    expect(() => rec.start()).toThrow(expect.objectContaining({ code: 'not-started' }));
    await rec.open();
    await expect(rec.stop()).rejects.toMatchObject({ code: 'not-started' });
  });

  it('refuses to try on an insecure page, before downloading anything', async () => {
    const { createRecorder } = await fresh();
    Object.defineProperty(window, 'isSecureContext', { value: false, configurable: true });
    try {
      await expect(createRecorder().open()).rejects.toMatchObject({ code: 'insecure-page' });
      expect(h.loaded).toEqual([]);
    } finally {
      Reflect.deleteProperty(window, 'isSecureContext');
    }
  });
});
