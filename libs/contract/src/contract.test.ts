import { describe, expect, it } from 'vitest';
import { subApps } from '@yoga/platform';
import * as contract from './index';
import { devEndpoints } from './dev';
import {
  endpoints,
  loginRequest,
  pageQuery,
  sendSmsCodeRequest,
  subAppId,
  webInitConfigResponse,
} from './index';

describe('contract', () => {
  it('accepts what the apps send and refuses what they must not', () => {
    expect(
      sendSmsCodeRequest.safeParse({ subApp: 'onmat', areaCode: '86', phone: '13800138000' }).success,
    ).toBe(true);
    expect(
      sendSmsCodeRequest.safeParse({ subApp: 'evil', areaCode: '86', phone: '13800138000' }).success,
    ).toBe(false);
    expect(sendSmsCodeRequest.safeParse({ subApp: 'onmat', areaCode: '+86', phone: '138' }).success).toBe(
      false,
    );
    expect(
      loginRequest.safeParse({ subApp: 'phala-teacher', areaCode: '852', phone: '61234567', code: '123456' })
        .success,
    ).toBe(true);
    expect(
      loginRequest.safeParse({ subApp: 'phala-teacher', areaCode: '852', phone: '61234567', code: 'abc' })
        .success,
    ).toBe(false);
    expect(
      webInitConfigResponse.safeParse({ appId: 'wx', timestamp: 1, nonceStr: 'n', signature: 'x' }).success,
    ).toBe(false);
  });

  it('takes the sub-apps from the registry, not from a second list', () => {
    expect(subAppId.options).toEqual(subApps.map((s) => s.id));
  });

  it('words validation failures as message ids, never as field names', () => {
    const r = sendSmsCodeRequest.safeParse({ subApp: 'onmat', areaCode: '86', phone: '12' });
    expect(r.error?.issues.map((i) => i.message)).toEqual(['invalid_phone']);
    const missing = sendSmsCodeRequest.safeParse({});
    expect(new Set(missing.error?.issues.map((i) => i.message))).toEqual(new Set(['invalid_params']));
  });

  it('reads page and pageSize as whole numbers in range', () => {
    expect(pageQuery.parse({})).toEqual({ page: 1, pageSize: 10 });
    expect(pageQuery.parse({ page: '3', pageSize: '100' })).toEqual({ page: 3, pageSize: 100 });
    for (const bad of [
      { page: '1e20' },
      { page: '-1' },
      { page: '1.5' },
      { page: '0' },
      { pageSize: '101' },
    ]) {
      expect(pageQuery.safeParse(bad).success).toBe(false);
    }
  });

  it('documents every endpoint with a method, a path and what it is for', () => {
    for (const e of endpoints) {
      expect(['GET', 'POST']).toContain(e.method);
      expect(e.path.startsWith('/api/')).toBe(true);
      expect(e.about.length).toBeGreaterThan(10);
    }
    for (const e of devEndpoints) expect(e.path.startsWith('/__dev/')).toBe(true);
  });

  it('keeps the development-only calls out of the entry the apps import (they are @yoga/contract/dev)', () => {
    const lists = Object.entries(contract).filter(([, v]) => Array.isArray(v)) as [string, unknown[]][];
    const dev = lists.filter(([, v]) =>
      v.some((e) => String((e as { path?: unknown }).path).startsWith('/__dev')),
    );
    expect(dev.map(([k]) => k)).toEqual([]);
    expect(Object.keys(contract).filter((k) => /dev/i.test(k) && /Endpoints$/.test(k))).toEqual([]);
  });
});
