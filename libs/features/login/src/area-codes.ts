import data from './area-codes.json';

export interface AreaCode {
  iso: string;
  zh: string;
  en: string;
  code: string;
}

export const areaCodes: readonly AreaCode[] = data;
export const DEFAULT_AREA: AreaCode = areaCodes[0]!;

/** Matches Chinese or English names (any case), ISO codes, and calling codes with or without "+". */
export function searchAreas(query: string, list: readonly AreaCode[] = areaCodes): AreaCode[] {
  const q = query.trim().toLowerCase().replace(/^\+/, '');
  if (!q) return [...list];
  return list.filter(
    (a) => a.zh.includes(q) || a.en.toLowerCase().includes(q) || a.iso.toLowerCase() === q || a.code.startsWith(q),
  );
}
