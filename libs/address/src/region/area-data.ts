/** The region tree of @vant/area-data: names by 6-digit code at three levels. */
export interface AreaData {
  province_list: Record<string, string>;
  city_list: Record<string, string>;
  county_list: Record<string, string>;
}
export interface AreaOption {
  code: string;
  name: string;
}

let cache: Promise<AreaData> | null = null;

/**
 * The tree is ~30 KB gzip, so it arrives the first time a picker opens or a pasted address needs
 * matching, never with the screen. A failed load is forgotten, so the next try fetches again.
 */
export function loadAreaData(): Promise<AreaData> {
  cache ??= import('@vant/area-data')
    .then((m) => m.areaList as AreaData)
    .catch((e: unknown) => {
      cache = null;
      throw e;
    });
  return cache;
}

/** For tests: forget the loaded tree. */
export function resetAreaData(): void {
  cache = null;
}

const entries = (list: Record<string, string>, prefix: string) =>
  Object.entries(list)
    .filter(([code]) => code.startsWith(prefix))
    .map(([code, name]) => ({ code, name }));

export const provincesOf = (d: AreaData): AreaOption[] => entries(d.province_list, '');
/** Cities share their province's first two digits. */
export const citiesOf = (d: AreaData, province: string): AreaOption[] =>
  entries(d.city_list, province.slice(0, 2));
/** Districts share their city's first four digits. */
export const districtsOf = (d: AreaData, city: string): AreaOption[] =>
  entries(d.county_list, city.slice(0, 4));

/** The options of each level for a chosen path of codes: [provinces, cities?, districts?]. */
export function columnsFor(d: AreaData, codes: readonly string[]): AreaOption[][] {
  const cols = [provincesOf(d)];
  if (codes[0]) cols.push(citiesOf(d, codes[0]));
  if (codes[1]) cols.push(districtsOf(d, codes[1]));
  return cols;
}

/** Names of a path of codes, or null when any code is not in the tree (an outdated saved region). */
export function namesOf(d: AreaData, codes: readonly string[]): string[] | null {
  const lists = [d.province_list, d.city_list, d.county_list];
  const names = codes.map((c, i) => lists[i]?.[c]);
  return names.every((n): n is string => !!n) ? names : null;
}
