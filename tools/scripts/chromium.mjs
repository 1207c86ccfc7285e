// How the product's browser runs start Chromium: playwright.config.ts (and through its `use`
// release-e2e's deploy and CDN configs) and the measuring scripts (perf-harness.mjs: size, LCP, slow
// network). One list, so a flag this machine needs is added once. (The recorder's e2e, a lib of its
// own, keeps its fake-microphone launch in libs/recorder/e2e.)
// Plain JS (typed by chromium.d.mts) so the .mjs scripts import it too.

/** Debian's Chromium: Playwright's own browser download cannot reach the internet here. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** No sandbox (runs as root), no GPU, and no background calls to Google's services. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** Playwright's `launchOptions` (or `chromium.launch()` options), with a run's own flags after ours. */
export const chromiumLaunchOptions = (extraArgs = []) => ({
  executablePath: chromiumPath,
  args: [...chromiumArgs, ...extraArgs],
});
