import { describe, expect, it, vi } from 'vitest';
import { scrubString } from './scrub';
import { setup } from './testing/setup';

const TOKEN = 'tK7f3a9c1e5b2d8-student-token';
const TEACHER_TOKEN = 'tch9d8c7b6a5-coach-token';
const COMPACT_KEY = 'cmpKey-4f1e2d3c4b5a';

describe('scrubbing: a secret never reaches the endpoint', () => {
  it('removes tokens and the compact key from the URL, headers, bodies, message, stack and breadcrumbs', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { handle, serialized } = setup({ secrets: () => [TOKEN, TEACHER_TOKEN, COMPACT_KEY] });
    console.error(`decrypt failed with key ${COMPACT_KEY}`);
    handle.addBreadcrumb({ type: 'custom', message: 'login', data: { AUTHORIZE_TOKEN: TEACHER_TOKEN } });
    const error = new Error(`request with ${TOKEN} failed`);
    error.stack = `Error: request with ${TOKEN} failed\n    at https://m.example/onmat?token=${TOKEN}:1:2`;
    handle.captureException(error, {
      request: {
        method: 'POST',
        url: `https://api.example/app/order?token=${TOKEN}&AUTHORIZE_TOKEN=${TOKEN}&openId=oPENid77&code=OAUTHc0de&page=2`,
        headers: {
          token: TOKEN,
          AUTHORIZE_TOKEN: TOKEN,
          Authorization: `Bearer ${TOKEN}`,
          Cookie: 'sid=c00kie',
          TimeZone: 'Asia/Shanghai',
        },
        body: JSON.stringify({
          token: TOKEN,
          password: 'pa55word!',
          compact: 'CIPHERTEXT',
          nested: { note: `as ${TOKEN}` },
          keep: 1,
        }),
        responseBody: JSON.stringify({ state: 1, data: { token: 'fresh-login-token-from-server' } }),
      },
      extra: { echoed: `compact key is ${COMPACT_KEY}` },
    });
    const json = serialized();
    for (const secret of [
      TOKEN,
      TEACHER_TOKEN,
      COMPACT_KEY,
      'oPENid77',
      'OAUTHc0de',
      'c00kie',
      'pa55word!',
      'CIPHERTEXT',
      'fresh-login-token-from-server',
    ]) {
      expect(json).not.toContain(secret);
    }
    // ...while what is not secret survives.
    for (const kept of ['page=2', 'Asia/Shanghai', '\\"keep\\":1', 'decrypt failed with key', '/app/order'])
      expect(json).toContain(kept);
  });

  it('relies on names alone when no secret list is given', () => {
    const { handle, serialized } = setup();
    handle.captureMessage(`bad envelope {"token":"${TOKEN}","msg":"x"} from /x?token=${TOKEN}`, {
      request: {
        method: 'GET',
        url: `/x?a=1&token=${TOKEN}`,
        headers: { token: TOKEN },
        body: `token=${TOKEN}&name=li`,
      },
    });
    expect(serialized()).not.toContain(TOKEN);
    expect(serialized()).toContain('name=li');
  });

  it('reads the secret list at every event, so a later login is covered', () => {
    const secrets: string[] = [];
    const { handle, serialized } = setup({ secrets: () => secrets });
    secrets.push(TOKEN);
    handle.captureMessage(`echo ${TOKEN}`);
    expect(serialized()).not.toContain(TOKEN);
  });

  it('catches a secret in its URL-encoded form', () => {
    const secret = 'ab+cd/ef==gh12';
    expect(scrubString(`/cb?t=${encodeURIComponent(secret)} and ${secret}`, [secret])).toBe(
      '/cb?t=[Filtered] and [Filtered]',
    );
  });

  it('ignores secrets too short to be anything but noise', () => {
    expect(scrubString('page 1 of 10', ['1'])).toBe('page 1 of 10');
  });
});
