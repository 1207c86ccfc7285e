import { areaList } from '@vant/area-data';
import { ApiFailure } from './envelope';

const levels = [areaList.province_list, areaList.city_list, areaList.county_list];

/**
 * A region is stored as names and codes (the picker's @vant/area-data tree); each name must be the
 * one its code stands for, and each code inside the one before it. Otherwise a client could store any
 * text as a place name beside valid codes (issue 31: `<img src=x onerror=a` in a prize address).
 * A district may be '' where a city has none. Throws 400 invalid_region.
 */
export function checkRegion(region: readonly string[], codes: readonly string[]): void {
  const ok =
    region.length === codes.length &&
    region.every((name, i) => {
      const code = codes[i] ?? '';
      if (i > 0 && code.slice(0, 2 * i) !== (codes[i - 1] ?? '').slice(0, 2 * i)) return false;
      return (i === 2 && name === '') || levels[i]?.[code] === name;
    });
  if (!ok) throw new ApiFailure(400, 'invalid_region');
}
