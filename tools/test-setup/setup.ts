// Shared by every Vitest project. Testing Library cleans up by itself only with global test APIs.
import { afterEach, beforeEach, vi } from 'vitest';
import { TEST_NOW } from './now';

// Never the wall clock (issue 29): Date starts at the pinned instant, set before the test file (and
// the fixtures it imports) loads, and again before each test, since vi.useRealTimers() restores the
// real Date. It then runs on at the real rate, so countdowns end and durations measure true. Not
// vitest's fake timers: they stall Testing Library's waits and MSW, and their "advancing" Date moves
// in 20 ms steps that lag on a loaded machine. A test that needs fake timers fakes them itself.
// The worker's own Date, kept across test files: with isolate off this file runs again for each.
const realDate = globalThis as { __realDate?: DateConstructor };
const RealDate = (realDate.__realDate ??= Date);
function pinClock() {
  vi.useRealTimers(); // what a test left faked (vi.setSystemTime, fake timers) goes first
  const offset = TEST_NOW - RealDate.now();
  const now = () => RealDate.now() + offset;
  globalThis.Date = new Proxy(RealDate, {
    construct: (target, args, newTarget) =>
      Reflect.construct(target, args.length ? args : [now()], newTarget),
    apply: () => new RealDate(now()).toString(),
    get: (target, key, receiver) => (key === 'now' ? now : Reflect.get(target, key, receiver)),
  });
}
pinClock();
beforeEach(pinClock);

// The fixture stores of @yoga/testing's testStore, made anew before every test of every file.
beforeEach(() => {
  for (const reset of (globalThis as { __testStores?: Set<() => void> }).__testStores ?? []) reset();
});

afterEach(async () => {
  if (typeof document !== 'undefined') {
    // The kit's real toast and dialog (antd-mobile's, drawn outside the screen's container) would
    // outlive the test and show their text in the next one: closed here, and only loaded if shown.
    if (document.querySelector('.adm-toast-mask, .adm-dialog')) {
      const [{ default: Toast }, { default: Dialog }] = await Promise.all([
        import('antd-mobile/es/components/toast'),
        import('antd-mobile/es/components/dialog'),
      ]);
      Toast.clear();
      Dialog.clear();
    }
    const { cleanup } = await import('@testing-library/react');
    cleanup();
    localStorage.clear();
    sessionStorage.clear();
  }
});

// A screen's lazy chunk is transformed the first time a test imports it, which takes over a second
// on a loaded 2-core machine: Testing Library's 1 s wait for it made such tests fail by load alone,
// and a CI run beside other work (load average 14 on 2 cores) still passed 4 s. A wait that succeeds
// returns as soon as it does: the longer limit costs nothing until something is really missing.
if (typeof document !== 'undefined') {
  const { configure } = await import('@testing-library/react');
  configure({ asyncUtilTimeout: 10_000 });
}

// jsdom does not implement scrolling; kept-alive screens restore their scroll position with it.
if (typeof window !== 'undefined') window.scrollTo = () => {};

// antd-mobile's dialogs take taps only once their spring has run (pointer-events: none until then),
// and jsdom's frames do not finish it: tests see every kit animation at its end at once. The kit's
// own switch does it, not react-spring's skipAnimation alone: with that alone the loading toast's
// spinner (a looping spring) restarted the instant it ended, forever, and a test that left one open
// hung its whole run at full CPU (the "Worker exited unexpectedly" of a CI run).
if (typeof window !== 'undefined') {
  const { reduceMotion } = await import('antd-mobile/es/utils/reduce-and-restore-motion.js');
  reduceMotion();
}
