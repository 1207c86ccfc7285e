import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { COURSE_MEDIA_CODES } from '@yoga/contract';
import { LinkSigner } from '../../signed-links';
import { devApi, TEST_NOW } from '../../test-helpers';
import { parseRange } from './media-files';
import { TICKET_TTL_MS } from './playbacks';

const EBML_MAGIC = [0x1a, 0x45, 0xdf, 0xa3];

async function fullUrl(api: ReturnType<typeof devApi>) {
  const token = await api.signIn('onmat');
  const res = await api.call('GET', '/api/course-media/playbacks/1?subApp=onmat', undefined, {
    AUTHORIZE_TOKEN: token,
  });
  return res.json.data.videoUrl as string;
}

describe('video files', () => {
  it('serves the whole WebM, then byte ranges with 206 so the player can seek', async () => {
    const api = devApi();
    const url = await fullUrl(api);
    const whole = await api.app.request(url);
    expect(whole.status).toBe(200);
    expect(whole.headers.get('content-type')).toBe('video/webm');
    expect(whole.headers.get('accept-ranges')).toBe('bytes');
    const bytes = new Uint8Array(await whole.arrayBuffer());
    expect([...bytes.slice(0, 4)]).toEqual(EBML_MAGIC);
    const size = bytes.length;

    const part = await api.app.request(url, { headers: { Range: 'bytes=100-199' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 100-199/${size}`);
    expect(part.headers.get('content-length')).toBe('100');
    expect(new Uint8Array(await part.arrayBuffer())).toEqual(bytes.slice(100, 200));

    const open = await api.app.request(url, { headers: { Range: `bytes=${size - 10}-` } });
    expect(open.headers.get('content-range')).toBe(`bytes ${size - 10}-${size - 1}/${size}`);
    const suffix = await api.app.request(url, { headers: { Range: 'bytes=-5' } });
    expect(new Uint8Array(await suffix.arrayBuffer())).toEqual(bytes.slice(size - 5));

    const beyond = await api.app.request(url, { headers: { Range: `bytes=${size}-` } });
    expect(beyond.status).toBe(416);
    expect(beyond.headers.get('content-range')).toBe(`bytes */${size}`);
  });

  it('refuses the full video without a valid, unexpired ticket; the preview needs none', async () => {
    let now = TEST_NOW;
    const api = devApi({ now: () => now });
    const url = await fullUrl(api);
    const forged = await api.app.request(url.replace(/ticket=[^&]+/, 'ticket=1.9999999999999.AAAA'));
    expect(forged.status).toBe(403);
    expect((await forged.json()).code).toBe(COURSE_MEDIA_CODES.ticketInvalid);
    expect((await api.app.request(url.replace('/playbacks/1/', '/playbacks/2/'))).status).toBe(403);
    now += TICKET_TTL_MS + 1;
    expect((await api.app.request(url)).status).toBe(403);
    const preview = await api.app.request('/api/course-media/playbacks/3/preview', {
      headers: { Range: 'bytes=0-3' },
    });
    expect(preview.status).toBe(206);
    expect([...new Uint8Array(await preview.arrayBuffer())]).toEqual(EBML_MAGIC);
  });

  it('refuses a 10-year ticket and a ticket of a user who does not own the course, however signed', async () => {
    const KEY = 'a-test-link-key-of-at-least-32-characters';
    const now = TEST_NOW;
    const api = devApi({ now: () => now, linkKey: KEY });
    const viewer = async (phone: string) =>
      (
        await api.call('GET', '/api/course-media/playbacks/1?subApp=onmat', undefined, {
          AUTHORIZE_TOKEN: await api.signIn('onmat', phone),
        })
      ).json.data.userId as number;
    const owner = await viewer('13800138000');
    const outsider = await viewer('13600136201');
    // The keys once written in the source sign nothing any more.
    const oldKey = (user: number, exp: number) =>
      `${user}.${exp}.${createHmac('sha256', 'dev-video-ticket-key-not-secret').update(`1.${user}.${exp}`).digest('base64url')}`;
    const tenYears = 10 * 365 * 24 * 60;
    const signer = new LinkSigner(KEY);
    const play = (ticket: string) =>
      api.app.request(`/api/course-media/playbacks/1/video?ticket=${encodeURIComponent(ticket)}`);
    expect((await play(oldKey(owner, now + tenYears * 60_000))).status).toBe(403);
    expect((await play(signer.issue('playback', 1, owner, now, tenYears))).status).toBe(403);
    expect((await play(oldKey(outsider, now + 60_000))).status).toBe(403);
    expect((await play(signer.issue('playback', 1, outsider, now, 10))).status).toBe(403);
    expect((await play(signer.issue('playback', 1, owner, now, 10))).status).toBe(200);
  });

  it('serves WebVTT captions in both languages', async () => {
    const api = devApi();
    const zh = await api.app.request('/api/course-media/playbacks/1/captions?lang=zh');
    expect(zh.headers.get('content-type')).toContain('text/vtt');
    expect(await zh.text()).toMatch(/^WEBVTT\n\n1\n00:00:00\.000 --> 00:00:08\.000\n呼吸与热身：/);
    expect(await (await api.app.request('/api/course-media/playbacks/1/captions?lang=en')).text()).toContain(
      'Follow the cues',
    );
  });

  it.each([
    [undefined, { kind: 'full' }],
    ['bytes=0-0', { kind: 'partial', start: 0, end: 0 }],
    ['bytes=5-2', { kind: 'full' }],
    ['bytes=0-1,4-5', { kind: 'full' }],
    ['bytes=2-999', { kind: 'partial', start: 2, end: 9 }],
    ['bytes=-0', { kind: 'unsatisfiable' }],
    ['items=0-1', { kind: 'full' }],
  ])('reads Range %s', (header, expected) => expect(parseRange(header, 10)).toEqual(expected));
});
