// Shared by every Vitest project. Testing Library cleans up by itself only with global test APIs.
import { afterEach } from 'vitest';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

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

// jsdom does not implement scrolling; kept-alive screens restore their scroll position with it.
if (typeof window !== 'undefined') window.scrollTo = () => {};

// antd-mobile's dialogs take taps only once their spring has run (pointer-events: none until then),
// and jsdom's frames do not finish it: tests see every kit animation at its end at once. The spring
// package is antd-mobile's own copy (nested, not hoisted), so it is found from antd-mobile.
if (typeof window !== 'undefined') {
  const fromAntd = createRequire(createRequire(import.meta.url).resolve('antd-mobile'));
  const pkg = fromAntd.resolve('@react-spring/web/package.json');
  const esm = path.join(
    path.dirname(pkg),
    (JSON.parse(readFileSync(pkg, 'utf8')) as { module: string }).module,
  );
  const { Globals } = (await import(/* @vite-ignore */ esm)) as {
    Globals: { assign: (o: { skipAnimation: boolean }) => void };
  };
  Globals.assign({ skipAnimation: true });
}
