import { describe, expect, it } from 'vitest';
import { MAX_BODY_CHARS, MAX_BREADCRUMBS, MAX_EVENTS } from './limits';
import { setup } from './testing/setup';

describe('limits of spec section 9', () => {
  it('sends at most 10 events per page life: the 11th is dropped', () => {
    const { handle, events } = setup();
    const accepted = Array.from({ length: 11 }, (_, i) => handle.captureMessage(`event ${i + 1}`));
    expect(MAX_EVENTS).toBe(10);
    expect(accepted).toEqual([...Array(10).fill(true), false]);
    expect(events.map((e) => e.message)).toEqual(Array.from({ length: 10 }, (_, i) => `event ${i + 1}`));
  });

  it('keeps 20 breadcrumbs: the 21st evicts the first', () => {
    const { handle, events } = setup();
    for (let i = 1; i <= 21; i++) handle.addBreadcrumb({ type: 'custom', message: `crumb ${i}` });
    handle.captureMessage('now');
    const crumbs = events[0]!.breadcrumbs.map((b) => b.message);
    expect(MAX_BREADCRUMBS).toBe(20);
    expect(crumbs).toHaveLength(20);
    expect(crumbs[0]).toBe('crumb 2');
    expect(crumbs.at(-1)).toBe('crumb 21');
  });

  it('truncates a response body at 40000 characters', () => {
    const { handle, events } = setup();
    const responseBody = 'x'.repeat(MAX_BODY_CHARS + 5000);
    handle.captureMessage('bad answer', { request: { method: 'GET', url: '/a', status: 500, responseBody } });
    expect(events[0]!.request).toMatchObject({ responseBody: 'x'.repeat(40_000), truncated: true });
  });

  it('leaves a body within the limit whole and unflagged', () => {
    const { handle, events } = setup();
    const responseBody = 'y'.repeat(40_000);
    handle.captureMessage('fine', { request: { method: 'GET', url: '/a', status: 500, responseBody } });
    expect(events[0]!.request!.responseBody).toBe(responseBody);
    expect(events[0]!.request!.truncated).toBeUndefined();
  });
});
