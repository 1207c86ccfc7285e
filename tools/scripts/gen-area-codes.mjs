// Writes the area-code list of the login screen from two maintained data sets: ISO country and
// region names in Chinese and English (i18n-iso-countries) and calling codes (libphonenumber-js).
// Run after upgrading either package: node tools/scripts/gen-area-codes.mjs
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import countries from 'i18n-iso-countries';
import { getCountries, getCountryCallingCode } from 'libphonenumber-js';

const require = createRequire(import.meta.url);
countries.registerLocale(require('i18n-iso-countries/langs/zh.json'));
countries.registerLocale(require('i18n-iso-countries/langs/en.json'));

// The mainland first, then the regions users of this product pick most, then everything by code.
const FIRST = ['CN', 'HK', 'MO', 'TW', 'US', 'CA', 'GB', 'AU', 'SG', 'JP', 'KR', 'MY'];
const rows = getCountries()
  .map((iso) => ({
    iso,
    zh: countries.getName(iso, 'zh', { select: 'alias' }) ?? countries.getName(iso, 'en') ?? iso,
    en: countries.getName(iso, 'en', { select: 'alias' }) ?? iso,
    code: getCountryCallingCode(iso),
  }))
  .sort((a, b) => {
    const fa = FIRST.indexOf(a.iso), fb = FIRST.indexOf(b.iso);
    if (fa !== -1 || fb !== -1) return (fa === -1 ? 99 : fa) - (fb === -1 ? 99 : fb);
    return a.en.localeCompare(b.en);
  });
const out = path.resolve(import.meta.dirname, '../../libs/features/login/src/area-codes.json');
writeFileSync(out, JSON.stringify(rows) + '\n');
console.log(`${rows.length} areas -> ${out}`);
