import CryptoJS from 'crypto-js/core';
import 'crypto-js/aes';
import { ApiCompactError, ApiConfigError } from './errors';

/**
 * Compact bodies (spec section 7; libs/api/COMPACT.md): AES-CBC with PKCS7 padding.
 * - key: the configured key material as UTF-8 bytes; 16, 24 or 32 bytes pick AES-128/192/256.
 * - IV: the first 16 characters of the current token as UTF-8 bytes; a token shorter than 16 is
 *   right-padded with '0'; with no token, the first 16 bytes of the key.
 * - wire: base64 of the ciphertext, in `{"compact": "..."}`.
 * crypto-js gets the key and IV as parsed bytes: given a string key it would run its own
 * passphrase KDF with a random salt and silently ignore our IV.
 */
const { AES, enc, mode, pad, lib } = CryptoJS;
const { Utf8, Base64 } = enc;
type Words = CryptoJS.lib.WordArray;

export function compactKeyBytes(material: string): Words {
  const key = Utf8.parse(material);
  if (![16, 24, 32].includes(key.sigBytes))
    throw new ApiConfigError(`Compact key must be 16, 24 or 32 bytes, got ${key.sigBytes}`);
  return key;
}

export function compactIv(token: string | null, material: string): Words {
  if (!token) {
    const key = Utf8.parse(material);
    return lib.WordArray.create(key.words.slice(0, 4), 16);
  }
  const iv = Utf8.parse(token.slice(0, 16).padEnd(16, '0'));
  iv.sigBytes = 16;
  iv.clamp();
  return iv;
}

export function encryptCompact(value: unknown, token: string | null, material: string): string {
  const data = Utf8.parse(JSON.stringify(value));
  const encrypted = AES.encrypt(data, compactKeyBytes(material), {
    iv: compactIv(token, material),
    mode: mode.CBC,
    padding: pad.Pkcs7,
  });
  return encrypted.ciphertext.toString(Base64);
}

export function decryptCompact(cipherText: unknown, token: string | null, material: string): unknown {
  if (typeof cipherText !== 'string' || cipherText === '')
    throw new ApiCompactError('Compact body is missing or not a string');
  let text: string;
  try {
    const params = lib.CipherParams.create({ ciphertext: Base64.parse(cipherText) });
    const plain = AES.decrypt(params, compactKeyBytes(material), {
      iv: compactIv(token, material),
      mode: mode.CBC,
      padding: pad.Pkcs7,
    });
    text = plain.toString(Utf8);
  } catch (e) {
    if (e instanceof ApiConfigError) throw e;
    throw new ApiCompactError('Compact body could not be decrypted (wrong key or token, or corrupt data)');
  }
  if (!text)
    throw new ApiCompactError('Compact body could not be decrypted (wrong key or token, or corrupt data)');
  try {
    return JSON.parse(text);
  } catch {
    throw new ApiCompactError('Compact body decrypted to something that is not JSON');
  }
}
