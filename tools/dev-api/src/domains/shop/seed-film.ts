import { row, SHIPPING_NOTE, type SeedSpu } from './seed-types';

const packs = '10 张/盒 × 1 盒,3 盒装,5 盒装';
const filmParams = (format: string, size: string, image: string): [string, string][] => [
  ['画幅', format],
  ['相纸尺寸', size],
  ['成像尺寸', image],
  ['感光度', 'ISO 800'],
  ['保质期', '18 个月（冷藏保存更佳）'],
  ['发货', SHIPPING_NOTE],
];
const mini = filmParams('mini', '86 × 54 mm', '62 × 46 mm');
const square = filmParams('square', '86 × 72 mm', '62 × 62 mm');
const wide = filmParams('wide', '86 × 108 mm', '62 × 99 mm');
const text = (title: string, look: string) => [
  `${title}，${look}。`,
  '拍摄后约 90 秒显影完成，显影时请避免强光直射与弯折相纸。',
  '适用于 beaticam 拍立得及兼容机型；多盒装为同批次生产，方便长期囤货。',
];
const f = (line: string, hex: string, params: [string, string][], o: Partial<SeedSpu> = {}): SeedSpu => {
  const [title, subtitle, art, prices, original, sales] = line.split('|') as string[];
  const cat = title!.includes('mini') ? 'mini 相纸' : title!.includes('宽幅') ? '宽幅相纸' : '方形相纸';
  const p = row(`${cat}|${title}|${subtitle}|${art}|规格:${packs}|${prices}|${original}|${sales}|`, {
    ...o,
    hex,
    params,
  });
  return { ...p, description: text(p.title, p.subtitle) };
};

/** Film packs by format and border; pack sizes are the SKUs. Some are on a limited-time price. */
export const films: SeedSpu[] = [
  f('mini 白边相纸|经典白边 · 百搭日常|film_mini_white|59,169,269|79|8210', 'e3a6b2', mini, {
    tags: ['爆款', '限时折扣'],
    promoDays: 3,
    member: 0.9,
  }),
  f('mini 彩虹边相纸|彩虹渐变边框 · 派对必备|film_mini_rainbow|69,199,319|89|4120', 'f0d38c', mini, {
    tags: ['限时折扣'],
    promoDays: 5,
  }),
  f('方形白边相纸|1:1 画幅 · 构图更自由|film_square_white|89,259,419|109|2630', '8ec3e0', square),
  f('方形黑边相纸|黑色边框 · 夜景与人像更出片|film_square_black|99,289,469|119|1470', '3f4247', square, {
    tags: ['限时折扣'],
    promoDays: 2,
    zero: [2],
  }),
  f('宽幅白边相纸|宽幅画面 · 风景合影一次装下|film_wide_white|79,229,369|99|3310', '9fb58a', wide),
  f('宽幅单色相纸|黑白单色 · 胶片质感|film_wide_mono|95,279,449|115|980', 'a9adb3', wide, { soldOut: true }),
];
