import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createDevApi, type DevApiOptions } from './app';
import { NO_SOCKET } from './client';

type Json = { state: number; code: number; msg: string; data: any }; // eslint-disable-line @typescript-eslint/no-explicit-any

/** An in-memory stand-in and a JSON caller like the web clients (application/json, Language). */
export function devApi(opts: Partial<DevApiOptions> = {}) {
  const lines: string[] = [];
  // In-process requests have no socket: the tests stand in for the gateway, so their X-Forwarded-For
  // is believed unless a test says otherwise (trustedProxies: []).
  const api = createDevApi({
    dbPath: ':memory:',
    log: (l) => lines.push(l),
    trustedProxies: [NO_SOCKET],
    ...opts,
  });
  const call = async (method: string, url: string, body?: unknown, headers: Record<string, string> = {}) => {
    const init: RequestInit = { method, headers: { 'content-type': 'application/json', ...headers } };
    if (body !== undefined) init.body = typeof body === 'string' ? body : JSON.stringify(body);
    const res = await api.app.request(url, init);
    const text = await res.text();
    return { status: res.status, headers: res.headers, text, json: JSON.parse(text) as Json };
  };
  const signIn = async (subApp: string, phone = '13800138000') => {
    await call('POST', '/api/auth/sms-code', { subApp, areaCode: '86', phone });
    const code = (await call('GET', `/__dev/sms/latest?phone=${phone}`)).json.data.code as string;
    return (await call('POST', '/api/auth/login', { subApp, areaCode: '86', phone, code })).json.data
      .token as string;
  };
  /** Gives a number a history (POST /__dev/history): a new account starts empty. */
  const giveHistory = async (phone: string) => {
    await call('POST', `/__dev/history?phone=${phone}`);
  };
  return { ...api, call, signIn, giveHistory, lines };
}

export const tempDb = () => path.join(mkdtempSync(path.join(os.tmpdir(), 'dev-api-')), 'db.sqlite');

/** How a contract test calls one documented endpoint for real. */
export type ContractCall = (
  api: ReturnType<typeof devApi>,
) => Promise<{ json: { state: number; data: unknown } }>;

/** The instant the tests' clock is pinned to (tools/test-setup sets it): fixtures start there, never the wall clock. */
export const TEST_NOW = Date.parse(process.env.TEST_NOW ?? '');
