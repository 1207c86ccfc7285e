import { describe, expect, it, vi } from 'vitest';
import { setup } from './testing/setup';

/** jsdom has no PromiseRejectionEvent; an Event with a reason is what listeners see. */
function rejection(reason: unknown): Event {
  return Object.assign(new Event('unhandledrejection'), { reason, promise: Promise.resolve() });
}

describe('browser hooks', () => {
  it('reports window error events', () => {
    const { events } = setup();
    window.dispatchEvent(
      new ErrorEvent('error', {
        error: new RangeError('bad index'),
        message: 'Uncaught RangeError: bad index',
      }),
    );
    expect(events[0]).toMatchObject({ kind: 'error', name: 'RangeError', message: 'bad index' });
  });

  it('silences unhandled rejections: no event, only a breadcrumb', () => {
    const { handle, events } = setup();
    window.dispatchEvent(rejection(new Error('load failed')));
    expect(events).toEqual([]);
    handle.captureMessage('later');
    expect(events[0]!.breadcrumbs).toEqual([
      expect.objectContaining({ type: 'rejection', message: 'Error: load failed' }),
    ]);
  });

  it('drops ignored rejections entirely, even as breadcrumbs', () => {
    const { handle, events } = setup();
    window.dispatchEvent(rejection({ code: 403, msg: 'forbidden' }));
    window.dispatchEvent(rejection(new Error('timeout of 60000ms exceeded')));
    handle.captureMessage('later');
    expect(events[0]!.breadcrumbs).toEqual([]);
  });

  it('keeps console errors as breadcrumbs and still prints them', () => {
    const printed = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { handle, events } = setup();
    console.error('render failed', { id: 3 }, new Error('boom'));
    handle.captureMessage('later');
    expect(printed).toHaveBeenCalledWith('render failed', { id: 3 }, expect.any(Error));
    expect(events[0]!.breadcrumbs[0]).toMatchObject({
      type: 'console',
      message: 'render failed {"id":3} Error: boom',
    });
  });

  it('records navigations as paths without query strings', () => {
    history.replaceState(null, '', '/onmat/home');
    const { handle, events } = setup();
    history.pushState(null, '', '/onmat/orders?token=tkn-in-query&tab=2');
    history.replaceState(null, '', '/onmat/orders/7?openId=oOPENID42#x');
    history.pushState(null, '', '/onmat/orders/7?page=2'); // same path: not a navigation
    window.dispatchEvent(new PopStateEvent('popstate'));
    handle.captureMessage('later');
    const nav = events[0]!.breadcrumbs.map((b) => b.data);
    expect(nav).toEqual([
      { from: '/onmat/home', to: '/onmat/orders' },
      { from: '/onmat/orders', to: '/onmat/orders/7' },
    ]);
    expect(JSON.stringify(events)).not.toMatch(/tkn-in-query|oOPENID42|page=2|tab=2/);
  });

  it('replays what the page saw before it loaded: the error reported, the rest breadcrumbs at their time', () => {
    history.replaceState(null, '', '/onmat/order_list');
    const at = Date.parse('2026-11-20T15:29:58Z');
    const { handle, events } = setup({
      early: {
        href: 'http://localhost:3000/onmat/store?token=tkn-start',
        happenings: [
          { kind: 'navigation', href: 'http://localhost:3000/onmat/product/detail/1?x=1', at },
          { kind: 'console', args: ['price missing', { id: 1 }], at: at + 1 },
          { kind: 'rejection', reason: new Error('load failed'), at: at + 2 },
          { kind: 'rejection', reason: { code: 403 }, at: at + 3 },
          { kind: 'error', error: new TypeError('p.price is undefined'), at: at + 4 },
        ],
      },
    });
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ name: 'TypeError', message: 'p.price is undefined' });
    expect(events[0]!.breadcrumbs).toEqual([
      {
        type: 'navigation',
        message: '/onmat/store -> /onmat/product/detail/1',
        data: { from: '/onmat/store', to: '/onmat/product/detail/1' },
        timestamp: '2026-11-20T15:29:58.000Z',
      },
      { type: 'console', message: 'price missing {"id":1}', timestamp: '2026-11-20T15:29:58.001Z' },
      { type: 'rejection', message: 'Error: load failed', timestamp: '2026-11-20T15:29:58.002Z' },
    ]);
    // The move made while it loaded (to the order list) is the next breadcrumb.
    handle.captureMessage('later');
    expect(events[1]!.breadcrumbs.at(-1)?.data).toEqual({
      from: '/onmat/product/detail/1',
      to: '/onmat/order_list',
    });
    expect(JSON.stringify(events)).not.toContain('tkn-start');
  });

  it('an early error with only a message is reported without the browser prefix', () => {
    const { events } = setup({
      early: {
        href: location.href,
        happenings: [{ kind: 'error', error: null, message: 'Uncaught TypeError: x is null', at: 0 }],
      },
    });
    expect(events[0]).toMatchObject({ name: 'Error', message: 'x is null' });
  });

  it('puts history and console back on close', () => {
    const before = [history.pushState, history.replaceState, console.error];
    const { handle } = setup();
    expect(history.pushState).not.toBe(before[0]);
    handle.close();
    expect([history.pushState, history.replaceState, console.error]).toEqual(before);
  });

  it('swallows a failing transport', async () => {
    const transport = vi.fn(async () => {
      throw new Error('offline');
    });
    const { handle } = setup({ transport });
    expect(handle.captureMessage('x')).toBe(true);
    await Promise.resolve();
    expect(transport).toHaveBeenCalledOnce();
  });
});
