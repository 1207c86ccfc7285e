// Writes the area-code list of the login screen from two maintained data sets: ISO country and
// region names in Chinese (i18n-iso-countries) and calling codes (libphonenumber-js).
// Run after upgrading either package: node tools/scripts/gen-area-codes.mjs
//
// Rows are { iso, code, zh, py }: `zh` is searched and shown in Chinese; `py` is the pinyin initial
// of `zh` for the Chinese A–Z index (pinyin-pro stays a build-time tool, never shipped). Other
// languages name regions with Intl.DisplayNames at run time, so no English names are stored.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import countries from 'i18n-iso-countries';
import { getCountries, getCountryCallingCode } from 'libphonenumber-js';
import { pinyin } from 'pinyin-pro';

const require = createRequire(import.meta.url);
countries.registerLocale(require('i18n-iso-countries/langs/zh.json'));

// Names users expect in the list where the data set's own reads differently.
const ZH = { CN: '中国大陆', HK: '中国香港', MO: '中国澳门', TW: '中国台湾' };
// Initials pinyin-pro reads wrongly in names (秘鲁 is Mì-lǔ, not bì).
const PY = { PE: 'M' };

const rows = getCountries()
  // Calling-code territories that are not ISO 3166 countries or regions (AC Ascension, TA
  // Tristan da Cunha, XK) are not something users pick: they share a code with a real entry.
  .filter((iso) => countries.isValid(iso))
  .map((iso) => {
    const zh = ZH[iso] ?? countries.getName(iso, 'zh', { select: 'alias' }) ?? iso;
    const py =
      PY[iso] ??
      pinyin(zh, { pattern: 'first', toneType: 'none', type: 'array' })[0]?.[0]?.toUpperCase() ??
      '#';
    return { iso, code: getCountryCallingCode(iso), zh, py: /[A-Z]/.test(py) ? py : '#' };
  })
  .sort((a, b) => a.py.localeCompare(b.py) || a.zh.localeCompare(b.zh, 'zh'));
const out = path.resolve(import.meta.dirname, '../../libs/features/login/src/area-codes.json');
writeFileSync(out, JSON.stringify(rows) + '\n');
console.log(`${rows.length} areas -> ${out}`);
