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
