import data from './area-codes.json';
import type { Area } from './area';

/** One row of area-codes.json (tools/scripts/gen-area-codes.mjs): the zh name and its pinyin initial. */
export interface AreaCode extends Area {
  zh: string;
  py: string;
}

export interface AreaGroup {
  key: string;
  items: AreaCode[];
}

export const areaCodes: readonly AreaCode[] = data;

/** The "common" group on top: where most of this product's users are. */
export const COMMON_ISOS = ['CN', 'HK', 'MO', 'TW', 'US', 'GB', 'JP', 'SG', 'KR', 'CA', 'AU', 'MY'];
export const commonAreas = (): AreaCode[] => COMMON_ISOS.map((iso) => areaCodes.find((a) => a.iso === iso)!);

let english: Intl.DisplayNames | null | undefined;
/** English region names for search in any UI language; null where the browser lacks Intl.DisplayNames. */
function englishName(iso: string): string {
  if (english === undefined) {
    try {
      english = new Intl.DisplayNames(['en'], { type: 'region' });
    } catch {
      english = null;
    }
  }
  return english?.of(iso) ?? iso;
}

/** Accents off, so "Åland" files under A and "cote" finds "Côte d’Ivoire". */
const plain = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** Matches the zh name, the shown name, the English name, the ISO code and the calling code (with or without "+"). */
export function searchAreas(
  query: string,
  name: (a: AreaCode) => string = (a) => a.zh,
  list = areaCodes,
): AreaCode[] {
  const q = plain(query.trim()).replace(/^\+/, '');
  if (!q) return [...list];
  return list.filter(
    (a) =>
      a.zh.includes(q) ||
      plain(name(a)).includes(q) ||
      plain(englishName(a.iso)).includes(q) ||
      a.iso.toLowerCase() === q ||
      a.code.startsWith(q),
  );
}

/**
 * The list by letter: in Chinese by the pinyin initial of the zh name (precomputed, so no pinyin
 * library ships), otherwise by the first letter of the shown name; anything else under "#".
 */
export function groupAreas(name: (a: AreaCode) => string, zh: boolean, locale: string): AreaGroup[] {
  const letter = (a: AreaCode) => {
    const l = zh ? a.py : plain(name(a)).charAt(0).toUpperCase();
    return /^[A-Z]$/.test(l) ? l : '#';
  };
  const groups = new Map<string, AreaCode[]>();
  for (const a of areaCodes) groups.set(letter(a), [...(groups.get(letter(a)) ?? []), a]);
  return [...groups.entries()]
    .sort(([a], [b]) => (a === '#' ? 1 : b === '#' ? -1 : a.localeCompare(b)))
    .map(([key, items]) => ({ key, items: items.sort((x, y) => name(x).localeCompare(name(y), locale)) }));
}
