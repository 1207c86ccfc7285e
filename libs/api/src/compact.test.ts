// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createCipheriv, createDecipheriv } from 'node:crypto';
import { compactIv, decryptCompact, encryptCompact } from './compact';
import { ApiCompactError, ApiConfigError } from './errors';

const KEY = 'dev-compact-key-0123456789abcdef';
const TOKEN = 'tok_1234567890abcdefXYZ';

/** The scheme of COMPACT.md written with Node's own crypto: the independent side of the interop check. */
function nodeIv(token: string | null) {
  return token
    ? Buffer.from(token.slice(0, 16).padEnd(16, '0'), 'utf8')
    : Buffer.from(KEY, 'utf8').subarray(0, 16);
}
const nodeEncrypt = (value: unknown, token: string | null, key = KEY) => {
  const c = createCipheriv(`aes-${Buffer.byteLength(key) * 8}-cbc`, Buffer.from(key, 'utf8'), nodeIv(token));
  return Buffer.concat([c.update(JSON.stringify(value), 'utf8'), c.final()]).toString('base64');
};
const nodeDecrypt = (b64: string, token: string | null) => {
  const d = createDecipheriv('aes-256-cbc', Buffer.from(KEY, 'utf8'), nodeIv(token));
  return JSON.parse(Buffer.concat([d.update(Buffer.from(b64, 'base64')), d.final()]).toString('utf8'));
};

const body = { phone: '13800138000', 名字: '瑜伽 🧘', n: [1, 2.5, null], nested: { ok: true } };

describe('compact encryption', () => {
  it('decrypts what Node encrypts, byte for byte, with and without a token', () => {
    for (const token of [TOKEN, 'short', null])
      expect(decryptCompact(nodeEncrypt(body, token), token, KEY)).toEqual(body);
  });

  it('encrypts what Node decrypts, and to the identical ciphertext', () => {
    for (const token of [TOKEN, 'short', null]) {
      const mine = encryptCompact(body, token, KEY);
      expect(nodeDecrypt(mine, token)).toEqual(body);
      expect(mine).toBe(nodeEncrypt(body, token));
    }
  });

  it('uses the first 16 token characters as the IV, padded with 0, else the key head', () => {
    expect(compactIv('abc', KEY).toString()).toBe(Buffer.from('abc0000000000000').toString('hex'));
    expect(compactIv(TOKEN, KEY).toString()).toBe(Buffer.from(TOKEN.slice(0, 16)).toString('hex'));
    expect(compactIv(null, KEY).toString()).toBe(Buffer.from(KEY.slice(0, 16)).toString('hex'));
  });

  it('works with 16 and 24 byte keys too', () => {
    for (const key of ['0123456789abcdef', '0123456789abcdef01234567']) {
      const c = createCipheriv(
        `aes-${key.length * 8}-cbc`,
        Buffer.from(key),
        Buffer.from(TOKEN.slice(0, 16)),
      );
      const b64 = Buffer.concat([c.update('{"a":1}'), c.final()]).toString('base64');
      expect(decryptCompact(b64, TOKEN, key)).toEqual({ a: 1 });
    }
  });

  it('fails clearly, never crashes, on bodies it cannot read', () => {
    const wrongToken = nodeEncrypt(body, 'another-token-xyz');
    for (const bad of [
      wrongToken,
      'not base64 !!',
      'AAAA',
      '',
      42,
      null,
      Buffer.from('plain').toString('base64'),
    ])
      expect(() => decryptCompact(bad, TOKEN, KEY)).toThrow(ApiCompactError);
    const notJson = createCipheriv('aes-256-cbc', Buffer.from(KEY), Buffer.from(TOKEN.slice(0, 16)));
    const b64 = Buffer.concat([notJson.update('hello'), notJson.final()]).toString('base64');
    expect(() => decryptCompact(b64, TOKEN, KEY)).toThrow(/not JSON/);
  });

  it('refuses key material of the wrong length', () => {
    expect(() => encryptCompact(body, TOKEN, 'short')).toThrow(ApiConfigError);
  });
});
