import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setLanguage } from './testing/english';
import { businessDay, setViewerZone, viewerInBusinessZone, withZoneLabel } from './zone';

// 01:30 on Dec 4 in China is still Dec 3 (12:30) in New York, the zone these tests run in.
const lateInChina = '2026-12-03T17:30:00Z';

describe('zone rule', () => {
  beforeEach(() => setLanguage('zh'));
  afterEach(() => setViewerZone(undefined));

  it('runs in a zone that is not the business’s (vitest.config sets TZ)', () => {
    expect(new Date(lateInChina).getDate()).toBe(3);
    expect(viewerInBusinessZone(new Date(lateInChina))).toBe(false);
  });

  it('counts the business’s calendar day, not the phone’s', () => {
    expect(businessDay(lateInChina)).toBe('2026-12-04');
    expect(businessDay(new Date('2026-12-03T15:59:00Z'))).toBe('2026-12-03');
    expect(businessDay(Date.parse('2026-12-03T16:00:00Z'))).toBe('2026-12-04');
    expect(businessDay('not a date')).toBe('');
  });

  it('labels a time only when the phone’s clock reads otherwise', () => {
    const at = new Date(lateInChina);
    expect(withZoneLabel('01:30', at)).toBe('01:30（北京时间）');
    expect(withZoneLabel('01:30', at, false)).toBe('01:30');
    setLanguage('en');
    expect(withZoneLabel('01:30', at)).toBe('01:30 China time');
    // Same offset under another name: nothing to explain.
    setViewerZone('Asia/Hong_Kong');
    expect(withZoneLabel('01:30', at)).toBe('01:30');
    setViewerZone('Asia/Shanghai');
    expect(viewerInBusinessZone(at)).toBe(true);
  });
});
