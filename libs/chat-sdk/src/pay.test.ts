import { describe, expect, it, vi } from 'vitest';
import { chooseChatPay } from './pay';

const params = {
  appId: 'wx1',
  timeStamp: '1',
  nonceStr: 'n',
  package: 'prepay_id=wx2',
  signType: 'HMAC-SHA256',
  paySign: 'S',
};

describe('chooseChatPay', () => {
  it('pays through the platform bridge when present, mapping its result', async () => {
    for (const [errMsg, result] of [
      ['get_brand_wcpay_request:ok', 'ok'],
      ['get_brand_wcpay_request:cancel', 'cancel'],
      ['get_brand_wcpay_request:fail', 'fail'],
    ] as const) {
      const invoke = vi.fn((_api: string, _p: object, done: (r: { err_msg: string }) => void) =>
        done({ err_msg: errMsg }),
      );
      expect(await chooseChatPay(params, { bridge: () => ({ invoke }) })).toBe(result);
      expect(invoke).toHaveBeenCalledWith('getBrandWCPayRequest', params, expect.any(Function));
    }
  });

  it('falls back to the SDK’s chooseWXPay, and reports a failure when it cannot load', async () => {
    const chooseWXPay = vi.fn((o: { timestamp: string; cancel(): void }) => o.cancel());
    expect(await chooseChatPay(params, { bridge: () => null, sdk: async () => ({ chooseWXPay }) })).toBe(
      'cancel',
    );
    expect(chooseWXPay.mock.calls[0]![0]).toMatchObject({
      timestamp: '1',
      package: 'prepay_id=wx2',
      paySign: 'S',
    });
    expect(
      await chooseChatPay(params, { bridge: () => null, sdk: () => Promise.reject(new Error('x')) }),
    ).toBe('fail');
  });
});
