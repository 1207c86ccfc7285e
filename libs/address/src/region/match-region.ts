import { citiesOf, districtsOf, provincesOf, type AreaData, type AreaOption } from './area-data';

export interface RegionMatch {
  region: string[];
  regionCodes: string[];
  /** The text after the region: the street address. */
  rest: string;
}

// What people leave off when they write a place ("浙江" for 浙江省, "杭州" for 杭州市).
const SUFFIX =
  /(省|市|特别行政区|壮族自治区|回族自治区|维吾尔自治区|自治区|自治州|地区|盟|区|县|旗|自治县|自治旗)$/;
const shortName = (n: string) => {
  const s = n.replace(SUFFIX, '');
  return s.length >= 2 ? s : n;
};

/** The option whose full or short name starts the text, the longest first; with the length eaten. */
function startsWith(text: string, options: AreaOption[]): { option: AreaOption; len: number } | null {
  let best: { option: AreaOption; len: number } | null = null;
  for (const option of options)
    for (const name of [option.name, shortName(option.name)]) {
      if (text.startsWith(name) && (!best || name.length > best.len)) best = { option, len: name.length };
    }
  return best;
}

const skipSpace = (s: string) => s.replace(/^[\s,，、/-]+/, '');

/**
 * Finds province, city and district at the start of an address line, as written in China: each
 * may be short ("浙江杭州西湖区"), separated by spaces, or left out where it is implied (北京市朝阳区:
 * the city of a municipality; 杭州市西湖区: the province of a city).
 */
export function matchRegion(d: AreaData, input: string): RegionMatch | null {
  let text = skipSpace(input.trim());
  const picked: AreaOption[] = [];
  const province = startsWith(text, provincesOf(d));
  if (province) {
    picked.push(province.option);
    text = skipSpace(text.slice(province.len));
  }
  const cityPool = province
    ? citiesOf(d, province.option.code)
    : provincesOf(d).flatMap((p) => citiesOf(d, p.code));
  const city = startsWith(text, cityPool);
  if (city) {
    if (!province)
      picked.push(provincesOf(d).find((p) => p.code.slice(0, 2) === city.option.code.slice(0, 2))!);
    picked.push(city.option);
    text = skipSpace(text.slice(city.len));
  }
  const districtPool = city
    ? districtsOf(d, city.option.code)
    : province
      ? cityPool.flatMap((c) => districtsOf(d, c.code))
      : [];
  const district = districtPool.length ? startsWith(text, districtPool) : null;
  if (district) {
    if (!city) picked.push(cityPool.find((c) => c.code.slice(0, 4) === district.option.code.slice(0, 4))!);
    picked.push(district.option);
    text = skipSpace(text.slice(district.len));
  }
  if (picked.length < 2) return null;
  return { region: picked.map((p) => p.name), regionCodes: picked.map((p) => p.code), rest: text.trim() };
}
