import { useEffect, useState } from 'react';
import { useLingui } from '@lingui/react/macro';

/** English names by region code (provinces by hand, cities and districts in pinyin). */
export type AreaNames = Record<string, string>;

let cache: Promise<AreaNames> | null = null;

/**
 * The English of the region tree (area-en.json, written by tools/scripts/gen-region-en.mjs), ~27 KB
 * gzip: fetched only in English, the first time a region is shown. A failed load is forgotten.
 */
export function loadAreaNames(): Promise<AreaNames> {
  cache ??= import('./area-en.json')
    .then((m) => m.default as AreaNames)
    .catch((e: unknown) => {
      cache = null;
      throw e;
    });
  return cache;
}

/** For tests: forget the loaded names. */
export function resetAreaNames(): void {
  cache = null;
}

/**
 * The English names while the interface is in English (null until they arrive, and always in
 * Chinese, where the tree's own names are shown); `needed` false waits (an empty region row needs
 * none). Only what is read changes: a picked region is
 * still stored with the Chinese names and the codes the server expects.
 */
export function useAreaNames(needed = true): AreaNames | null {
  const { i18n } = useLingui();
  const english = i18n.locale === 'en' && needed;
  const [names, setNames] = useState<AreaNames | null>(null);
  useEffect(() => {
    if (!english) return;
    let live = true;
    loadAreaNames().then(
      (n) => live && setNames(n),
      () => undefined, // Chinese names stay: the region still reads, in the other language.
    );
    return () => {
      live = false;
    };
  }, [english]);
  return english ? names : null;
}

/**
 * A chosen region as English reads it, smallest first, a municipality once:
 * "Xuhui District, Shanghai"; null when a code has no English (then the Chinese is shown).
 */
export function englishRegion(names: AreaNames, codes: readonly string[]): string | null {
  const parts = codes.map((c) => names[c]);
  if (parts.length === 0 || !parts.every((p): p is string => !!p)) return null;
  return parts
    .filter((p, i) => p !== parts[i - 1])
    .reverse()
    .join(', ');
}
