import { describe, expect, it } from 'vitest';
import { fail, ok, open, seal } from './index';

describe('the test kit', () => {
  it('builds the API envelope', () => {
    expect(ok({ id: 1 })).toEqual({ state: 1, code: 200, msg: '', data: { id: 1 } });
    expect(fail(403, '未登录或登录失效')).toEqual({
      state: 0,
      code: 403,
      msg: '未登录或登录失效',
      data: null,
    });
  });

  it('seals and opens compact bodies, with and without a token', () => {
    const body = { phone: '13800138000', code: '246810' };
    expect(open(seal(body).compact)).toEqual(body);
    const token = 'tok-onmat-0123456789abcdef';
    expect(open(seal(body, token).compact, token)).toEqual(body);
    expect(seal(body, token).compact).not.toBe(seal(body).compact);
  });
});
