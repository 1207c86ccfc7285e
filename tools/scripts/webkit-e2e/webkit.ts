import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';

// WebKitGTK (Debian's MiniBrowser) driven through W3C WebDriver (Debian's WebKitWebDriver) on a
// virtual X display: the engine of Safari and of in-app browsers on iPhones, where Playwright's own
// WebKit build cannot be downloaded. Plain HTTP calls: no client library is needed for the few
// commands used here.

/** Debian's MiniBrowser (package libwebkit2gtk-4.1-0, a dependency of webkit2gtk-driver), in the architecture's lib folder. */
function miniBrowser(): string {
  const found = readdirSync('/usr/lib')
    .map((dir) => `/usr/lib/${dir}/webkit2gtk-4.1/MiniBrowser`)
    .find((p) => existsSync(p));
  if (!found)
    throw new Error(
      'no MiniBrowser: apt-get install webkit2gtk-driver (tools/scripts/ensure-system-deps.sh)',
    );
  return found;
}

/** What the browser window is asked for: a phone's width. */
export const WINDOW = { width: 390, height: 844 };

export interface WebKit {
  /** Loads `url` and returns once its load event has fired. */
  goto(url: string): Promise<void>;
  /** Runs `body` (a function body; `arguments` holds `args`) in the page and returns its value. */
  run<T>(body: string, ...args: unknown[]): Promise<T>;
  /** Types `text` into the element `css` finds, key by key. */
  type(css: string, text: string): Promise<void>;
  /** Clicks the element `css` finds, as a tap would. */
  click(css: string): Promise<void>;
  /** The window as a PNG, for a failure's report. */
  screenshot(): Promise<Buffer>;
  close(): Promise<void>;
}

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
    s.on('error', reject);
  });

/** Xvfb on a display it picks itself (-displayfd): it writes the number once it accepts clients. */
function startXvfb(): Promise<{ proc: ChildProcess; display: string }> {
  const proc = spawn('Xvfb', ['-displayfd', '3', '-screen', '0', '1024x900x24', '-nolisten', 'tcp'], {
    stdio: ['ignore', 'ignore', 'pipe', 'pipe'],
  });
  let err = '';
  proc.stderr!.on('data', (d) => (err += d));
  return new Promise((resolve, reject) => {
    proc.stdio[3]!.once('data', (d) => resolve({ proc, display: `:${String(d).trim()}` }));
    proc.once('exit', (code) => reject(new Error(`Xvfb exited (${code}): ${err.slice(-500)}`)));
    proc.once('error', reject);
  });
}

// MiniBrowser's toolbar keeps its window at least 447 px wide, wider than a phone. GTK reads the
// user's style sheet from $XDG_CONFIG_HOME/gtk-3.0/gtk.css: shrinking every widget of the browser's
// own chrome lets the window come down to 390 px. The page is untouched (WebKit draws its content and
// form controls without the GTK theme).
function gtkConfigHome(dir: string): string {
  mkdirSync(path.join(dir, 'gtk-3.0'), { recursive: true });
  writeFileSync(
    path.join(dir, 'gtk-3.0/gtk.css'),
    '* { min-width: 0; min-height: 0; padding: 0; margin: 0; border-width: 0; font-size: 1px; -gtk-icon-transform: scale(0.1); }\n',
  );
  return dir;
}

async function request<T>(url: string, method = 'GET', body?: unknown): Promise<T> {
  const r = await fetch(url, {
    method,
    headers: body ? { 'content-type': 'application/json' } : {},
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(60_000),
  });
  const json = (await r.json()) as { value: T & { error?: string; message?: string } };
  if (!r.ok) throw new Error(`WebDriver ${method} ${url}: ${json.value.error}: ${json.value.message}`);
  return json.value;
}

/** Starts the display, the driver and a browser window 390 px wide; `close()` stops them all. */
export async function launchWebKit(workDir: string): Promise<WebKit> {
  const xvfb = await startXvfb();
  const port = await freePort();
  const driver = spawn('WebKitWebDriver', [`--port=${port}`], {
    stdio: 'ignore',
    env: {
      ...process.env,
      DISPLAY: xvfb.display,
      XDG_CONFIG_HOME: gtkConfigHome(path.join(workDir, 'config')),
      // The product's people are in China: their phones' clock zone and language.
      TZ: 'Asia/Shanghai',
      LANG: 'zh_CN.UTF-8',
    },
  });
  const stop = () => {
    driver.kill();
    xvfb.proc.kill();
  };
  try {
    const base = `http://127.0.0.1:${port}`;
    // Ready when its status says so (it refuses connections until it listens).
    for (;;) {
      if (driver.exitCode !== null) throw new Error(`WebKitWebDriver exited (${driver.exitCode})`);
      const status = await request<{ ready: boolean }>(`${base}/status`).catch(() => null);
      if (status?.ready) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    const { sessionId } = await request<{ sessionId: string }>(`${base}/session`, 'POST', {
      capabilities: {
        alwaysMatch: {
          'webkitgtk:browserOptions': { binary: miniBrowser(), args: ['--automation'] },
          timeouts: { pageLoad: 60_000, script: 30_000 },
        },
      },
    });
    const session = `${base}/session/${sessionId}`;
    await request(`${session}/window/rect`, 'POST', WINDOW);
    const element = async (css: string) => {
      const found = await request<Record<string, string>>(`${session}/element`, 'POST', {
        using: 'css selector',
        value: css,
      });
      return `${session}/element/${Object.values(found)[0]}`;
    };
    const webkit: WebKit = {
      goto: (url) => request(`${session}/url`, 'POST', { url }),
      type: async (css, text) => request(`${await element(css)}/value`, 'POST', { text }),
      click: async (css) => request(`${await element(css)}/click`, 'POST', {}),
      run: (body, ...args) => request(`${session}/execute/sync`, 'POST', { script: body, args }),
      screenshot: async () => Buffer.from(await request<string>(`${session}/screenshot`), 'base64'),
      close: async () => {
        await request(session, 'DELETE').catch(() => undefined);
        stop();
      },
    };
    const width = await webkit.run<number>('return innerWidth');
    if (width !== WINDOW.width) throw new Error(`the WebKit window is ${width} px wide, not ${WINDOW.width}`);
    return webkit;
  } catch (e) {
    stop();
    throw e;
  }
}
