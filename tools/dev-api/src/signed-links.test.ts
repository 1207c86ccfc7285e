import { describe, expect, it } from 'vitest';
import { LinkSigner, linkKeyFrom } from './signed-links';

describe('signed links', () => {
  it('takes the key from LINK_SIGNING_KEY; a made-up one only while development calls are on', () => {
    const key = 'k'.repeat(32);
    expect(linkKeyFrom({ LINK_SIGNING_KEY: key }, false)).toBe(key);
    const a = linkKeyFrom({}, true);
    expect(a).not.toBe(linkKeyFrom({}, true)); // random per start
    expect(() => linkKeyFrom({}, false)).toThrow(/LINK_SIGNING_KEY/);
    expect(() => linkKeyFrom({ LINK_SIGNING_KEY: 'short' }, true)).toThrow(/LINK_SIGNING_KEY/);
  });

  it('checks the item, the scope, the key, the expiry and the lifetime', () => {
    const s = new LinkSigner('k'.repeat(32));
    const now = 1_800_000_000_000;
    const t = s.issue('invoice', 7, 42, now, 30);
    expect(s.check('invoice', 7, t, now + 60_000, 30)).toBe(42);
    expect(s.check('invoice', 8, t, now, 30)).toBeNull();
    expect(s.check('playback', 7, t, now, 30)).toBeNull();
    expect(new LinkSigner('x'.repeat(32)).check('invoice', 7, t, now, 30)).toBeNull();
    expect(s.check('invoice', 7, t, now + 30 * 60_000, 30)).toBeNull();
    expect(s.check('invoice', 7, s.issue('invoice', 7, 42, now, 600), now, 30)).toBeNull();
    expect(s.check('invoice', 7, t.replace('42.', '43.'), now, 30)).toBeNull();
  });
});
