/**
 * Reversible encoding of brand-level stored values (return url, open id, applet open id, slim
 * mobile number). Format:
 *
 *   "y1." + base64url( UTF-8( JSON.stringify(value) ) )      base64url without '=' padding
 *
 * e.g. "" -> "y1.IiI", "13800138000" -> "y1.IjEzODAwMTM4MDAwIg".
 *
 * - "y1." names the version, so a later scheme can be told apart from this one and from raw text.
 * - JSON first, so every JS string round-trips exactly: Chinese, emoji, URLs with query and hash,
 *   even a lone surrogate (JSON.stringify escapes it, TextEncoder alone would replace it).
 * - base64url, so the stored text is plain ASCII without quotes, '%', '+' or '/', and a casual
 *   look at storage (or a support screenshot) does not show a phone number or an open id.
 *   It is an encoding, not encryption: it keeps values opaque, not secret.
 *
 * Tokens are NOT encoded: native shells and other pages read the token keys raw.
 * Decoding: a value without the prefix is a legacy raw value and is returned as is; a prefixed
 * value that is not valid base64url, UTF-8 or a JSON string is corrupt and reads as null.
 */
const PREFIX = 'y1.';
const BASE64URL = /^[A-Za-z0-9_-]*$/;

export function encodeValue(value: string): string {
  const bytes = new TextEncoder().encode(JSON.stringify(value));
  let bin = '';
  for (const b of bytes) bin += String.fromCharCode(b);
  return PREFIX + btoa(bin).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

export function isEncodedValue(stored: string): boolean {
  return stored.startsWith(PREFIX);
}

export function decodeValue(stored: string | null): string | null {
  if (stored == null) return null;
  if (!isEncodedValue(stored)) return stored;
  const body = stored.slice(PREFIX.length);
  // atob would skip whitespace and accept '+' and '/'; a stored value with them was not ours.
  if (!BASE64URL.test(body) || body.length % 4 === 1) return null;
  try {
    const bin = atob(body.replace(/-/g, '+').replace(/_/g, '/'));
    const text = new TextDecoder('utf-8', { fatal: true }).decode(
      Uint8Array.from(bin, (c) => c.charCodeAt(0)),
    );
    const value: unknown = JSON.parse(text);
    return typeof value === 'string' ? value : null;
  } catch {
    return null;
  }
}
