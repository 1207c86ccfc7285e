import { describe, expect, it } from 'vitest';
import { addBreadcrumb, captureException, initMonitoring, reportSlowRequest } from './index';
import { KEY, setup } from './testing/setup';

const endpoint = 'https://errors.example/api/events';

describe('initMonitoring', () => {
  it('accepts a key of exactly 64 hexadecimal characters, either case', () => {
    expect(() => setup({ key: KEY })).not.toThrow();
    expect(() => setup({ key: KEY.toUpperCase() })).not.toThrow();
  });

  it.each([
    ['63 characters', KEY.slice(1), /got 63 characters/],
    ['65 characters', `${KEY}0`, /got 65 characters/],
    ['a non-hex character', `${KEY.slice(1)}g`, /got a non-hexadecimal character/],
    ['an empty key', '', /got 0 characters/],
    ['surrounding spaces', ` ${KEY.slice(2)} `, /got a non-hexadecimal character/],
  ])('refuses %s with a clear error that does not echo the key', (_, key, why) => {
    const attempt = () => initMonitoring({ key, endpoint });
    expect(attempt).toThrow(/key must be exactly 64 hexadecimal characters/);
    expect(attempt).toThrow(why);
    try {
      attempt();
    } catch (e) {
      if (key.length > 8) expect((e as Error).message).not.toContain(key.trim().slice(0, 16));
    }
  });

  it('requires an endpoint', () => {
    expect(() => initMonitoring({ key: KEY, endpoint: ' ' })).toThrow(/endpoint is required/);
  });

  it('does nothing before init and after close', () => {
    expect(captureException(new Error('early'))).toBe(false);
    const { handle, events } = setup();
    handle.close();
    addBreadcrumb({ type: 'custom', message: 'x' });
    expect(captureException(new Error('late'))).toBe(false);
    expect(reportSlowRequest({ method: 'GET', url: '/a', durationMs: 9000, status: 200 })).toBe(false);
    expect(events).toEqual([]);
  });

  it('sends events of the documented shape', async () => {
    const { handle, events } = setup({ release: '1.2.3' });
    handle.addBreadcrumb({ type: 'custom', message: 'opened the sheet' });
    const err = new TypeError('x is undefined');
    handle.captureException(err, { extra: { screen: 'orders' } });
    expect(events).toHaveLength(1);
    expect(events[0]).toEqual({
      id: expect.any(String),
      key: KEY,
      release: '1.2.3',
      kind: 'error',
      name: 'TypeError',
      message: 'x is undefined',
      stack: err.stack,
      timestamp: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      page: { url: 'http://localhost:3000/' },
      userAgent: navigator.userAgent,
      breadcrumbs: [{ type: 'custom', message: 'opened the sheet', timestamp: expect.any(String) }],
      extra: { screen: 'orders' },
    });
  });

  it('a second init replaces the first, with a fresh page life', () => {
    const first = setup();
    for (let i = 0; i < 10; i++) first.handle.captureMessage(`m${i}`);
    const second = setup();
    window.dispatchEvent(new ErrorEvent('error', { error: new Error('boom') }));
    expect(first.events).toHaveLength(10);
    expect(second.events.map((e) => e.message)).toEqual(['boom']);
  });
});
