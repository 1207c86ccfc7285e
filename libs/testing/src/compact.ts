import { createCipheriv, createDecipheriv } from 'node:crypto';

/**
 * Compact bodies as the server sees them (libs/api/COMPACT.md), with Node's own crypto, so a test
 * proves the app's crypto-js side interoperates rather than agreeing with itself.
 */
export const TEST_COMPACT_KEY = 'dev-compact-key-0123456789abcdef';

const algorithm = (key: Buffer) => `aes-${key.length * 8}-cbc`;
const ivFor = (token: string | null, key: Buffer) =>
  token ? Buffer.from(token.slice(0, 16).padEnd(16, '0'), 'utf8').subarray(0, 16) : key.subarray(0, 16);

export function seal(
  value: unknown,
  token: string | null = null,
  material = TEST_COMPACT_KEY,
): { compact: string } {
  const key = Buffer.from(material, 'utf8');
  const c = createCipheriv(algorithm(key), key, ivFor(token, key));
  return { compact: Buffer.concat([c.update(JSON.stringify(value)), c.final()]).toString('base64') };
}

export function open<T = unknown>(
  compact: string,
  token: string | null = null,
  material = TEST_COMPACT_KEY,
): T {
  const key = Buffer.from(material, 'utf8');
  const d = createDecipheriv(algorithm(key), key, ivFor(token, key));
  return JSON.parse(
    Buffer.concat([d.update(Buffer.from(compact, 'base64')), d.final()]).toString('utf8'),
  ) as T;
}
