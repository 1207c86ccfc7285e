import { describe, expect, it } from 'vitest';
import { startClock } from './clock';
import { devApi } from './test-helpers';

describe("the stand-in's clock", () => {
  it('starts at DEV_API_NOW and runs on with the given wall clock; unset, it is that clock', () => {
    let wall = 1_000;
    const clock = startClock('2026-11-20T15:50:00Z', () => wall);
    expect(new Date(clock()).toISOString()).toBe('2026-11-20T15:50:00.000Z');
    wall += 90_000;
    expect(new Date(clock()).toISOString()).toBe('2026-11-20T15:51:30.000Z');
    expect(startClock(undefined, () => wall)()).toBe(wall);
    expect(() => startClock('tonight')).toThrow(/DEV_API_NOW/);
  });

  it('answers its health with its own time, also without the dev-only routes', async () => {
    const at = Date.parse('2026-12-31T15:50:00Z');
    const api = devApi({ now: () => at, devOnly: false });
    const r = await api.call('GET', '/__health');
    expect(r.status).toBe(200);
    expect(r.json).toMatchObject({ state: 1, data: { up: true, now: '2026-12-31T15:50:00.000Z' } });
  });
});
