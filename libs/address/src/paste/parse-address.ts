import type { AreaData } from '../region/area-data';
import { matchRegion } from '../region/match-region';

/** What a pasted line gave; a field left out was not found, and the form keeps its own value. */
export interface PastedAddress {
  name?: string;
  areaCode?: string;
  phone?: string;
  region?: string[];
  regionCodes?: string[];
  detail?: string;
}

// Labels of the copy formats of the big shops and chat apps, longest first so 详细地址 beats 地址.
const LABELS =
  /(收货人姓名|收货人|收件人|联系人|姓名|手机号码|手机号|联系电话|电话号码|电话|手机|所在地区|所在地|地区|省市区|详细地址|收货地址|地址|邮编|邮政编码|name|phone|tel|mobile|address)\s*[:：]/gi;
// Mainland mobiles (with +86 and spaces or dashes), else another code written with "+".
const MAINLAND = /(?:\+?86[\s-]?)?(1[3-9]\d)[\s-]?(\d{4})[\s-]?(\d{4})(?!\d)/;
const OTHER = /\+(852|853|886|1|44|81|82|65|60|61)[\s-]?(\d[\d\s-]{5,13}\d)/;
const POSTCODE = /(^|[\s,，])\d{6}(?=$|[\s,，])/g;
const SEPARATORS = /[\s,，;；、|]+/;
// Words of a street address: a token with one of them is never the receiver's name.
const PLACE = /(路|街|巷|弄|号|楼|栋|幢|单元|室|层|村|镇|乡|苑|座|区|县|市|省|广场|大厦|公寓|小区|花园|\d)/;

function takePhone(text: string): { areaCode?: string; phone?: string; text: string } {
  const m = MAINLAND.exec(text);
  if (m) return { areaCode: '86', phone: m[1]! + m[2]! + m[3]!, text: text.replace(m[0], ' ') };
  const o = OTHER.exec(text);
  if (o) return { areaCode: o[1], phone: o[2]!.replace(/[\s-]/g, ''), text: text.replace(o[0], ' ') };
  return { text };
}

const looksLikeName = (t: string) => t.length >= 1 && t.length <= 20 && !PLACE.test(t) && !/^\d+$/.test(t);

/**
 * Reads a copied address ("张三 13800138000 浙江省杭州市西湖区文三路 100 号", or the labelled
 * lines of a shop's "copy address"): the phone by its shape, the region against the area tree,
 * the rest of that line as the street, and a short leftover that is no place as the name.
 */
export function parseAddress(input: string, areas: AreaData | null): PastedAddress {
  const found: PastedAddress = {};
  const phone = takePhone(input.replace(LABELS, '\n'));
  if (phone.phone) Object.assign(found, { areaCode: phone.areaCode, phone: phone.phone });
  // Words, not lines: a name and an address often share a line; the street is rejoined with spaces.
  const parts = phone.text
    .replace(POSTCODE, '$1')
    .split(SEPARATORS)
    .map((p) => p.trim())
    .filter(Boolean);
  // The address starts at the first part the area tree recognises and runs to the end of the text,
  // less a trailing name; without the tree (or a match), the longest part with a place word.
  let start = -1;
  let region: ReturnType<typeof matchRegion> = null;
  if (areas)
    for (let i = 0; i < parts.length && !region; i++) {
      region = matchRegion(areas, parts.slice(i).join(' '));
      if (region) start = i;
    }
  if (start < 0) {
    const placeLike = parts.filter((p) => PLACE.test(p) && !looksLikeName(p));
    const longest = placeLike.sort((a, b) => b.length - a.length)[0];
    start = longest ? parts.indexOf(longest) : -1;
  }
  const before = start < 0 ? parts : parts.slice(0, start);
  const after = start < 0 ? [] : parts.slice(start);
  let name = before.find(looksLikeName);
  // "地址 张三": a name last, when none came before the address.
  if (!name && after.length > 1 && looksLikeName(after[after.length - 1]!)) name = after.pop();
  if (name) found.name = name.replace(/\s+/g, ' ');
  if (region) {
    const rest = matchRegion(areas!, after.join(' '));
    Object.assign(found, { region: rest!.region, regionCodes: rest!.regionCodes });
    if (rest!.rest) found.detail = rest!.rest;
  } else if (after.length) found.detail = after.join(' ');
  return found;
}
