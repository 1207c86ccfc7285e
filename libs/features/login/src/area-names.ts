import { msg } from '@lingui/core/macro';
import type { I18n, MessageDescriptor } from '@lingui/core';
import type { AreaCode } from './area-codes';

// Named the way the zh list names them, in every language (Intl would say "Hong Kong SAR China").
const OWN: Record<string, MessageDescriptor> = {
  CN: msg`中国大陆`,
  HK: msg`中国香港`,
  MO: msg`中国澳门`,
  TW: msg`中国台湾`,
};

/**
 * How the chooser names a region in the UI language. Chinese uses the list's own names, which the
 * pinyin index letters were computed from; other languages ask Intl.DisplayNames (falling back to
 * the ISO code in a browser without it).
 */
export function areaNamer(i18n: I18n): (a: AreaCode) => string {
  if (i18n.locale.startsWith('zh')) return (a) => a.zh;
  let names: Intl.DisplayNames | null = null;
  try {
    names = new Intl.DisplayNames([i18n.locale], { type: 'region' });
  } catch {
    /* old browser: ISO codes below */
  }
  return (a) => {
    const own = OWN[a.iso];
    return own ? i18n._(own) : (names?.of(a.iso) ?? a.iso);
  };
}
