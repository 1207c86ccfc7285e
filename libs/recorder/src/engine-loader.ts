// Apps typecheck this file with only their own src included, so they would not see our ambient
// declarations without the reference (and fail with "no declaration file" for the engines).
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="./recorder-core.d.ts" />
import type { CoreFactory } from './core-types';

// Both loaders are dynamic imports so the bundler puts recorder-core and the (large) lamejs mp3
// engine in their own chunks: no screen pays for them until someone actually records.

let core: Promise<CoreFactory> | null = null;
let encoder: Promise<void> | null = null;

/** recorder-core itself, loaded on the first open(). */
export function loadRecorderCore(): Promise<CoreFactory> {
  core ??= import('recorder-core').then((m) => {
    const Recorder = (m.default ?? m) as CoreFactory;
    // Out of the box it loads a third-party statistics image carrying the page URL, query and
    // all, and our URLs can hold login tokens; our CSP would block it anyway.
    Recorder.TrafficImgUrl = '';
    // errors.ts recognises recorder-core's failures by their Chinese text; pin the language so an
    // unrelated i18n change inside recorder-core cannot silently turn every error into 'unknown'.
    Recorder.i18n.lang = 'zh-CN';
    return Recorder;
  });
  // A failed chunk load (flaky network) must not poison every later attempt.
  core.catch(() => (core = null));
  return core;
}

/** The mp3 encoder (mp3.js registers the format, mp3-engine.js brings lamejs), loaded at start(). */
export function loadMp3Encoder(): Promise<void> {
  encoder ??= loadRecorderCore().then(async () => {
    // Sequential: both look up the Recorder global that the core import has just set up.
    await import('recorder-core/src/engine/mp3');
    await import('recorder-core/src/engine/mp3-engine');
  });
  encoder.catch(() => (encoder = null));
  return encoder;
}
