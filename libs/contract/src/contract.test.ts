import { describe, expect, it } from 'vitest';
import { endpoints, loginRequest, sendSmsCodeRequest, webInitConfigResponse } from './index';

describe('contract', () => {
  it('accepts what the apps send and refuses what they must not', () => {
    expect(sendSmsCodeRequest.safeParse({ subApp: 'onmat', areaCode: '86', phone: '13800138000' }).success).toBe(true);
    expect(sendSmsCodeRequest.safeParse({ subApp: 'evil', areaCode: '86', phone: '13800138000' }).success).toBe(false);
    expect(sendSmsCodeRequest.safeParse({ subApp: 'onmat', areaCode: '+86', phone: '138' }).success).toBe(false);
    expect(loginRequest.safeParse({ subApp: 'phala-teacher', areaCode: '852', phone: '61234567', code: '123456' }).success).toBe(true);
    expect(loginRequest.safeParse({ subApp: 'phala-teacher', areaCode: '852', phone: '61234567', code: 'abc' }).success).toBe(false);
    expect(webInitConfigResponse.safeParse({ appId: 'wx', timestamp: 1, nonceStr: 'n', signature: 'x' }).success).toBe(false);
  });

  it('documents every endpoint with a method, a path and what it is for', () => {
    for (const e of endpoints) {
      expect(['GET', 'POST']).toContain(e.method);
      expect(e.path.startsWith('/api/')).toBe(true);
      expect(e.about.length).toBeGreaterThan(10);
    }
  });
});
