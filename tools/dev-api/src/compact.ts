import { createCipheriv, createDecipheriv } from 'node:crypto';
import { ApiFailure } from './envelope';
import { parseJson } from './json-body';

/** libs/api/COMPACT.md, written independently with Node's crypto. */
function iv(token: string | null, key: string): Buffer {
  return token
    ? Buffer.from(token.slice(0, 16).padEnd(16, '0'), 'utf8').subarray(0, 16)
    : Buffer.from(key, 'utf8').subarray(0, 16);
}
const algo = (key: string) => `aes-${Buffer.byteLength(key, 'utf8') * 8}-cbc`;

export function encrypt(value: unknown, token: string | null, key: string): string {
  const c = createCipheriv(algo(key), Buffer.from(key, 'utf8'), iv(token, key));
  return Buffer.concat([c.update(JSON.stringify(value), 'utf8'), c.final()]).toString('base64');
}

export function decrypt(b64: unknown, token: string | null, key: string): unknown {
  if (typeof b64 !== 'string' || !b64) throw new ApiFailure(400, 'compact_missing');
  let plain: string;
  try {
    const d = createDecipheriv(algo(key), Buffer.from(key, 'utf8'), iv(token, key));
    plain = Buffer.concat([d.update(Buffer.from(b64, 'base64')), d.final()]).toString('utf8');
  } catch {
    throw new ApiFailure(400, 'compact_undecryptable');
  }
  return parseJson(plain, 'compact_not_json');
}
