// Writes the English names of the region picker (libs/address/src/region/area-en.json) from the
// Chinese tree of @vant/area-data: provinces by hand, cities and districts romanised with pinyin-pro
// (a build-time tool, never shipped) plus the English of their kind (District, County, Banner…).
// Run after upgrading @vant/area-data: node tools/scripts/gen-region-en.mjs
//
// Only what users read changes: the address keeps the Chinese names and codes the server expects.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { areaList } from '@vant/area-data';
import { pinyin } from 'pinyin-pro';

const PROVINCES = {
  110000: 'Beijing',
  120000: 'Tianjin',
  130000: 'Hebei',
  140000: 'Shanxi',
  150000: 'Inner Mongolia',
  210000: 'Liaoning',
  220000: 'Jilin',
  230000: 'Heilongjiang',
  310000: 'Shanghai',
  320000: 'Jiangsu',
  330000: 'Zhejiang',
  340000: 'Anhui',
  350000: 'Fujian',
  360000: 'Jiangxi',
  370000: 'Shandong',
  410000: 'Henan',
  420000: 'Hubei',
  430000: 'Hunan',
  440000: 'Guangdong',
  450000: 'Guangxi',
  460000: 'Hainan',
  500000: 'Chongqing',
  510000: 'Sichuan',
  520000: 'Guizhou',
  530000: 'Yunnan',
  540000: 'Tibet',
  610000: 'Shaanxi',
  620000: 'Gansu',
  630000: 'Qinghai',
  640000: 'Ningxia',
  650000: 'Xinjiang',
  710000: 'Taiwan',
  810000: 'Hong Kong',
  820000: 'Macao',
};

// Names with an English of their own, or a reading pinyin-pro gets wrong in a place name.
const NAMES = {
  香港岛: 'Hong Kong Island',
  九龙: 'Kowloon',
  新界: 'New Territories',
  澳门半岛: 'Macao Peninsula',
  离岛: 'Islands',
  自治区直辖县级行政区划: 'County-level divisions',
  省直辖县: 'County-level divisions',
  省直辖县级行政区划: 'County-level divisions',
  六安: "Lu'an",
  丽水: 'Lishui',
  蚌埠: 'Bengbu',
  番禺: 'Panyu',
  乐清: 'Yueqing',
  铅山: 'Yanshan',
  乐亭: 'Laoting',
  长治: 'Changzhi',
  长沙: 'Changsha',
  长春: 'Changchun',
  重庆: 'Chongqing',
  厦门: 'Xiamen',
  东莞: 'Dongguan',
  莞城: 'Guancheng',
  呼和浩特: 'Hohhot',
  乌鲁木齐: 'Urumqi',
  拉萨: 'Lhasa',
  哈尔滨: 'Harbin',
  日喀则: 'Shigatse',
  喀什: 'Kashgar',
};

// Minority peoples named in autonomous prefectures, counties and banners (stripped from the name,
// as English usually does: 恩施土家族苗族自治州 is Enshi Autonomous Prefecture).
const PEOPLES =
  '土家 苗 朝鲜 蒙古 藏 彝 壮 布依 侗 哈尼 傣 景颇 傈僳 白 回 哈萨克 柯尔克孜 羌 黎 瑶 纳西 普米 怒 独龙 仫佬 毛南 仡佬 水 畲 土 撒拉 保安 东乡 裕固 鄂温克 鄂伦春 达斡尔 满 锡伯 塔吉克 维吾尔 拉祜 佤 布朗 阿昌 德昂 基诺 各 京'.split(
    ' ',
  );
const autonomous = new RegExp(`^(.+?)(?:(?:${PEOPLES.join('|')})族)+自治(州|县|旗)$`);

const KINDS = [
  ['特别行政区', ''],
  ['自治区', ''],
  ['新区', ' New Area'],
  ['矿区', ' Mining District'],
  ['林区', ' Forestry District'],
  ['地区', ' Prefecture'],
  ['街道办事处', ' Subdistrict'],
  ['街道', ' Subdistrict'],
  ['管委会', ' Administrative Committee'],
  ['行政委员会', ' Administrative Committee'],
  ['区', ' District'],
  ['县', ' County'],
  ['旗', ' Banner'],
  ['盟', ' League'],
  ['镇', ' Town'],
  ['乡', ' Township'],
  ['市', ''],
  ['州', ' Prefecture'],
];
const AUTONOMOUS = { 州: ' Autonomous Prefecture', 县: ' Autonomous County', 旗: ' Autonomous Banner' };

/** 西安 -> Xi'an: syllables joined, an apostrophe before one that starts with a vowel. */
function romanise(zh) {
  if (NAMES[zh]) return NAMES[zh];
  const syllables = pinyin(zh, { toneType: 'none', type: 'array', nonZh: 'consecutive' });
  const word = syllables
    .map((s, i) => (i > 0 && /^[aoe]/.test(s) ? `'${s}` : s))
    .join('')
    .replace(/\s+/g, ' ');
  return word.charAt(0).toUpperCase() + word.slice(1);
}

export function englishOf(zh) {
  if (NAMES[zh]) return NAMES[zh];
  const auto = autonomous.exec(zh);
  if (auto) return romanise(auto[1]) + AUTONOMOUS[auto[2]];
  for (const [suffix, en] of KINDS)
    // A name that is only its kind plus one character (城区, 郊区) keeps it all in its pinyin.
    if (zh.endsWith(suffix) && zh.length - suffix.length >= 2)
      return romanise(zh.slice(0, -suffix.length)) + en;
  return romanise(zh);
}

const out = {};
for (const [code, name] of Object.entries(areaList.province_list))
  out[code] = PROVINCES[code] ?? englishOf(name);
for (const list of [areaList.city_list, areaList.county_list])
  for (const [code, name] of Object.entries(list)) out[code] = englishOf(name);
const file = path.resolve(import.meta.dirname, '../../libs/address/src/region/area-en.json');
writeFileSync(file, JSON.stringify(out, null, 2) + '\n');
console.log(`${Object.keys(out).length} names -> ${file}`);
