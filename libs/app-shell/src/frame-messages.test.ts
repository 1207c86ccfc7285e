import { describe, expect, it, vi } from 'vitest';
import { followFrame, reportPathToParent, FRAME_PATH } from './frame-messages';

const child = {} as Window;
const msg = (data: unknown, origin = location.origin, source: unknown = child) =>
  new MessageEvent('message', { data, origin, source: source as Window });

describe('desktop frame messages', () => {
  it('makes the address bar and title follow the frame', () => {
    window.history.replaceState(null, '', '/onmat/store');
    followFrame(() => child)(msg({ type: FRAME_PATH, path: '/onmat/order_list?tab=2#a', title: '我的订单' }));
    expect(location.pathname + location.search + location.hash).toBe('/onmat/order_list?tab=2#a');
    expect(document.title).toBe('我的订单');
  });

  it('ignores other origins, other windows, odd paths and other messages', () => {
    window.history.replaceState(null, '', '/onmat/store');
    const follow = followFrame(() => child);
    follow(msg({ type: FRAME_PATH, path: '/x', title: '' }, 'https://evil.example'));
    follow(msg({ type: FRAME_PATH, path: '/x', title: '' }, location.origin, {}));
    follow(msg({ type: FRAME_PATH, path: '//evil.example/x', title: '' }));
    follow(msg({ type: FRAME_PATH, path: 'https://evil.example', title: '' }));
    follow(msg({ type: 'other', path: '/x' }));
    follow(msg('just text'));
    expect(location.pathname).toBe('/onmat/store');
  });

  it('reports to the parent only when framed, naming the exact origin', () => {
    const post = vi.fn();
    const framedWin = { parent: { postMessage: post }, location, document } as unknown as Window;
    window.history.replaceState(null, '', '/phala/store?x=1');
    reportPathToParent(framedWin);
    expect(post).toHaveBeenCalledWith(
      { type: FRAME_PATH, path: '/phala/store?x=1', title: document.title },
      location.origin,
    );
    const top = { location, document } as unknown as Window & { parent: Window };
    top.parent = top;
    expect(() => reportPathToParent(top)).not.toThrow();
  });
});
