import { test as base, type APIRequestContext } from '@playwright/test';
import { subApps, type SubAppId } from '@yoga/platform';
import path from 'node:path';
import type { ShopPage } from '../../../e2e/a11y-shop';
import { apiToken, DEMO_PHONE } from '../../../e2e/auth';
import { screenUrl } from '../../../e2e/screens';
import { problems, settle } from './screen-check';
import { launchWebKit, type WebKit } from './webkit';

export interface Screens {
  webkit: WebKit;
  /** Opens `path` as the e2e sweeps do (signed in unless it is a login page): what is wrong with it. */
  open(path: string, lng: 'zh' | 'en', extraQuery?: (api: Api) => Promise<string>): Promise<string[]>;
}

/** The stand-in through the gateway, as the demo student of `subApp`. */
export interface Api {
  get<T>(url: string, subApp: SubAppId): Promise<T>;
}

const root = path.resolve(import.meta.dirname, '../../..');
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

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
      await use({
        webkit,
        async open(screen, lng, extraQuery) {
          const signedIn = !screen.endsWith('/login');
          await signIn(signedIn ? 'in' : 'out');
          const sub = subApps.find((s) => screen.startsWith(s.prefix));
          let url = await screenUrl(shopPage, screen, lng, signedIn && sub ? await token(sub.id) : null);
          if (extraQuery) url += `&${await extraQuery(api)}`;
          if (pending.length) {
            await write(pending.splice(0));
            session = 'other';
          }
          await webkit.goto(origin + url);
          return problems(new URL(url, origin).pathname, await settle(webkit));
        },
      });
      await webkit.close();
      await request.dispose();
    },
    { scope: 'worker', timeout: 120_000 },
  ],
});
