import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

export interface PhoneArea {
  code: string;
  /** ISO 3166 code, for the phone rules. */
  iso: string;
  label: MessageDescriptor;
}

/**
 * Where this shop ships: the mainland, Hong Kong, Macao, Taiwan and the countries its customers
 * most often write from. A short native list, not the login's full chooser: a receiver abroad is rare.
 */
export const PHONE_AREAS: readonly PhoneArea[] = [
  { code: '86', iso: 'CN', label: msg`中国大陆` },
  { code: '852', iso: 'HK', label: msg`中国香港` },
  { code: '853', iso: 'MO', label: msg`中国澳门` },
  { code: '886', iso: 'TW', label: msg`中国台湾` },
  { code: '1', iso: 'US', label: msg`美国/加拿大` },
  { code: '44', iso: 'GB', label: msg`英国` },
  { code: '81', iso: 'JP', label: msg`日本` },
  { code: '82', iso: 'KR', label: msg`韩国` },
  { code: '65', iso: 'SG', label: msg`新加坡` },
  { code: '60', iso: 'MY', label: msg`马来西亚` },
  { code: '61', iso: 'AU', label: msg`澳大利亚` },
];

/** Undefined for a code not listed (an address saved elsewhere): checked by digits only. */
export const isoOf = (code: string) => PHONE_AREAS.find((a) => a.code === code)?.iso;
