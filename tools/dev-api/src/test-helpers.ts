import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createDevApi } from './app';

export function devApi(opts: { dbPath?: string; now?: () => number } = {}) {
  const lines: string[] = [];
  const api = createDevApi({ dbPath: opts.dbPath ?? ':memory:', now: opts.now, log: (l) => lines.push(l) });
  const call = async (method: string, url: string, body?: unknown, headers: Record<string, string> = {}) => {
    const init: RequestInit = { method, headers: { 'content-type': 'application/json', ...headers } };
    if (body !== undefined) init.body = typeof body === 'string' ? body : JSON.stringify(body);
    const res = await api.app.request(url, init);
    const text = await res.text();
    return { status: res.status, text, json: JSON.parse(text) as { state: number; code: number; msg: string; data: any } }; // eslint-disable-line @typescript-eslint/no-explicit-any
  };
  const signIn = async (subApp: string, phone = '13800138000') => {
    await call('POST', '/api/auth/sms-code', { subApp, areaCode: '86', phone });
    const code = (await call('GET', `/__dev/sms/latest?phone=${phone}`)).json.data.code as string;
    return (await call('POST', '/api/auth/login', { subApp, areaCode: '86', phone, code })).json.data.token as string;
  };
  return { ...api, call, signIn, lines };
}

export const tempDb = () => path.join(mkdtempSync(path.join(os.tmpdir(), 'dev-api-')), 'db.sqlite');
