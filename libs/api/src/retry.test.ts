import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { activateTestLocale } from '@yoga/i18n';
import { ApiBusinessError, ApiNetworkError, ApiResponseError, RETRY_LIMIT, shouldRetryRead } from './index';
import { resetLoginFlow } from './login-required';
import { API } from './testing/handlers';
import { server, setup } from './test-setup';

beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  await activateTestLocale('zh');
});
beforeEach(() => resetLoginFlow());
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

/** Answers in turn, the last one for every later try; counts the tries. */
function sequence(method: 'get' | 'post', path: string, answers: (() => Response)[]) {
  const seen = { tries: 0 };
  const handler = http[method](`${API}${path}`, () => answers[Math.min(seen.tries++, answers.length - 1)]!());
  server.use(handler);
  return seen;
}

const dropped = () => HttpResponse.error();
const fine = () => HttpResponse.json({ state: 1, code: 200, msg: '', data: { id: 7 } });

describe('retries of idempotent reads', () => {
  it('tries a GET again after a dropped connection, and the screen gets its data', async () => {
    const seen = sequence('get', '/orders/7', [dropped, fine]);
    const { standard, effects } = setup();
    expect(await standard.get('/orders/7')).toEqual({ id: 7 });
    expect(seen.tries).toBe(2);
    expect(effects.toast).not.toHaveBeenCalled();
  });

  it('never tries a POST again: the order may have been placed', async () => {
    const seen = sequence('post', '/orders', [dropped, fine]);
    const { standard } = setup();
    await expect(standard.post('/orders', { sku: 1 })).rejects.toBeInstanceOf(ApiNetworkError);
    expect(seen.tries).toBe(1);
  });

  it('tries a GET again on a gateway fault (502/503/504), then reads the last answer', async () => {
    const gateway = () => new HttpResponse('<h1>504 Gateway Time-out</h1>', { status: 504 });
    const seen = sequence('get', '/orders/7', [gateway]);
    const { standard, effects } = setup();
    const err = (await standard.get('/orders/7').catch((e: unknown) => e)) as ApiResponseError;
    expect(err).toBeInstanceOf(ApiResponseError);
    expect(seen.tries).toBe(RETRY_LIMIT + 1);
    expect(err.attempts).toBe(RETRY_LIMIT + 1);
    // One toast for the request, not one per try.
    expect(effects.toast).toHaveBeenCalledTimes(1);
    expect(effects.toast).toHaveBeenCalledWith('服务暂时不可用（HTTP 504）');
    // The query client does not add its own round on top of the transport's.
    expect(shouldRetryRead(0, err)).toBe(false);
  });

  it('recovers when the gateway is back on the second try', async () => {
    const seen = sequence('get', '/orders/7', [() => new HttpResponse(null, { status: 503 }), fine]);
    expect(await setup().standard.get('/orders/7')).toEqual({ id: 7 });
    expect(seen.tries).toBe(2);
  });

  it('takes a business refusal or an HTTP 500 as the final answer', async () => {
    const refused = () => HttpResponse.json({ state: 0, code: 503, msg: '服务繁忙' });
    const seen = sequence('get', '/busy', [refused]);
    const { standard } = setup();
    await expect(standard.get('/busy')).rejects.toBeInstanceOf(ApiBusinessError);
    expect(seen.tries).toBe(1);
    const crashed = sequence('get', '/crash', [() => new HttpResponse('boom', { status: 500 })]);
    await expect(standard.get('/crash')).rejects.toBeInstanceOf(ApiResponseError);
    expect(crashed.tries).toBe(1);
  });

  it('does not try a POST again on a gateway fault either', async () => {
    const seen = sequence('post', '/orders', [() => new HttpResponse(null, { status: 502 }), fine]);
    await expect(setup().standard.post('/orders', {})).rejects.toBeInstanceOf(ApiResponseError);
    expect(seen.tries).toBe(1);
  });
});
