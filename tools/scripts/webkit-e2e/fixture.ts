import { test as base, type APIRequestContext } from '@playwright/test';
import { detectSubApp, subApps, type SubAppId } from '@yoga/platform';
import path from 'node:path';
import type { ShopPage } from '../../../e2e/a11y-shop';
import { apiToken, DEMO_PHONE, smsCode } from '../../../e2e/auth';
import { screenUrl } from '../../../e2e/screens';
import { problems, settle } from './screen-check';
import { launchWebKit, type WebKit } from './webkit';

export interface Screens {
  webkit: WebKit;
  /** Opens `path` as the e2e sweeps do (signed in unless it is a login page): what is wrong with it. */
  open(path: string, lng: 'zh' | 'en', extraQuery?: (api: Api) => Promise<string>): Promise<string[]>;
  /** Signs `phone` in on the login screen `login` (zh): what is wrong with the sub-app's home it lands on. */
  signInThroughScreen(login: string, phone: string): Promise<string[]>;
}

/** The stand-in through the gateway, as the demo student of `subApp`. */
export interface Api {
  get<T>(url: string, subApp: SubAppId): Promise<T>;
}

const root = path.resolve(import.meta.dirname, '../../..');
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
/** `value()` once it is truthy, or its last falsy answer after `ms`. */
async function poll<T>(value: () => Promise<T>, ms = 15_000): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const v = await value();
    if (v || Date.now() > until) return v;
    await sleep(100);
  }
}

/** One WebKit window per worker (the config runs one), reused by every screen in turn. */
export const test = base.extend<object, { screens: Screens }>({
  screens: [
    async ({ playwright }, use, info) => {
      const origin = info.project.use.baseURL!;
      const request: APIRequestContext = await playwright.request.newContext({ baseURL: origin });
      const webkit = await launchWebKit(path.join(root, 'tmp/webkit', String(info.workerIndex)));
      // Writes to local storage the store's screens ask for (a shopper of their own signed in).
      const pending: [string, unknown][] = [];
      const shopPage = {
        request,
        waitForTimeout: sleep,
        addInitScript: async (script: unknown, arg: unknown) => void pending.push([String(script), arg]),
      } as unknown as ShopPage;
      const tokens = new Map<SubAppId, string>();
      const token = async (id: SubAppId) => {
        if (!tokens.has(id)) tokens.set(id, await apiToken(shopPage, id, DEMO_PHONE));
        return tokens.get(id)!;
      };
      const api: Api = {
        get: async (url, subApp) =>
          (await (await request.get(url, { headers: { AUTHORIZE_TOKEN: await token(subApp) } })).json()).data,
      };
      // The stand-in's collector of the app's error reports (this run's own database: only WebKit's).
      const reported = async (): Promise<{ kind: string; name: string; message: string }[]> =>
        (await (await request.get('/__dev/monitoring/events')).json()).data;
      // Signed in on every sub-app as the demo student (and coach), or on none; 'other' after a shopper's.
      let session: 'in' | 'out' | 'other' = 'out';
      // Local storage is written on a page of the origin, before the screen that reads it loads.
      const write = async (scripts: [string, unknown][]) => {
        await webkit.goto(`${origin}/device_info`);
        for (const [script, arg] of scripts) await webkit.run(`(${script})(arguments[0])`, arg);
      };
      const setTokens = (entries: [string, string | null][]) => {
        for (const [k, v] of entries) {
          if (v) localStorage.setItem(k, v);
          else localStorage.removeItem(k);
        }
      };
      const signIn = async (wanted: 'in' | 'out') => {
        if (session === wanted) return;
        const entries = [];
        for (const s of subApps) entries.push([s.tokenKey, wanted === 'in' ? await token(s.id) : null]);
        await write([[String(setTokens), entries]]);
        session = wanted;
      };
      /** What went wrong on the page now loading, expected at `path`: see screen-check.ts. */
      const check = async (path: string, reportsBefore: number) => {
        const found = problems(path, await settle(webkit));
        // What the app's error reporter sent meanwhile: a script error that left the screen drawn.
        for (const e of (await reported()).slice(reportsBefore))
          if (e.kind !== 'slow-request') found.push(`reported ${e.kind} "${e.name}: ${e.message}"`);
        return found;
      };
      const open: Screens['open'] = async (screen, lng, extraQuery) => {
        const signedIn = !screen.endsWith('/login');
        await signIn(signedIn ? 'in' : 'out');
        const sub = detectSubApp(screen);
        let url = await screenUrl(shopPage, screen, lng, signedIn && sub ? await token(sub.id) : null);
        if (extraQuery) url += `&${await extraQuery(api)}`;
        if (pending.length) {
          await write(pending.splice(0));
          session = 'other';
        }
        const before = (await reported()).length;
        await webkit.goto(origin + url);
        return check(new URL(url, origin).pathname, before);
      };
      await use({
        webkit,
        open,
        async signInThroughScreen(login, phone) {
          const found = await open(login, 'zh');
          if (found.length) return found;
          const before = (await reported()).length;
          await webkit.type('input[type="tel"]', phone);
          await webkit.click('.y-agree-box');
          await webkit.click('input[autocomplete="one-time-code"] + button');
          const code = await poll(() => smsCode(shopPage, phone));
          if (!code) return ['no code was sent'];
          // Sent with the keyboard's Go (Enter): the 验证码已发送 toast sits over the button for a while.
          await webkit.type('input[autocomplete="one-time-code"]', `${code}\uE007`);
          session = 'other';
          const left = await poll(
            async () => (await webkit.run<string>('return location.pathname')) !== login,
          );
          if (!left) return ['still on the login screen after 15 s'];
          return check(detectSubApp(login)!.home, before);
        },
      });
      await webkit.close();
      await request.dispose();
    },
    { scope: 'worker', timeout: 120_000 },
  ],
});
