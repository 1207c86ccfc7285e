import { describe, expect, it, vi } from 'vitest';
import { BLANK_TITLE, navigateAcrossApps, pageTitle } from './index';

describe('pageTitle', () => {
  it('prefers the translated key, then the plain title, then a blank character', () => {
    const t = (k: string) => (k === 'k' ? 'Orders' : undefined);
    expect(pageTitle({ titleKey: 'k', title: '订单' }, t)).toBe('Orders');
    expect(pageTitle({ titleKey: 'missing', title: '订单' }, t)).toBe('订单');
    expect(pageTitle({}, t)).toBe(BLANK_TITLE);
    expect(pageTitle(undefined, t)).toBe(BLANK_TITLE);
  });
});

describe('navigateAcrossApps', () => {
  it('moves client-side inside one app and by a document navigation to another app', () => {
    const client = vi.fn();
    const loc = { assign: vi.fn(), replace: vi.fn() };
    expect(navigateAcrossApps('/onmat/teacher/faq', 'onmat', client, { location: loc })).toBe('client');
    expect(client).toHaveBeenCalledWith('/onmat/teacher/faq', { replace: false });
    expect(
      navigateAcrossApps('/onmat/app/pay_info?a=1', 'slim', client, { location: loc, replace: true }),
    ).toBe('document');
    expect(loc.replace).toHaveBeenCalledWith('/onmat/app/pay_info?a=1');
    navigateAcrossApps('/public/video', 'suman', client, { location: loc });
    expect(loc.assign).toHaveBeenCalledWith('/public/video');
  });
});
