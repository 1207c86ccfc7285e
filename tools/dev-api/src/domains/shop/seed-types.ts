/** The seed catalogue's shape: prices in yuan (stored as fen), colours by name (drawn from the palette). */
export interface SeedSpu {
  /** 'yoga-mat' marks the mat yoga_mat_page sells. */
  key?: string;
  cat: string;
  title: string;
  subtitle: string;
  /** A drawing of svg-art.ts. */
  art: string;
  /** Base colour when the first spec is not a colour. */
  hex?: string;
  /** Up to two dimensions; the first picks the colour of the SKU's image when it is one. */
  specs: [string, string[]][];
  /** Price per value of the second dimension (or one price for all). */
  prices: number[];
  original: number;
  /** Member price as a share of the price, e.g. 0.9. */
  member?: number;
  /** SKU indexes (in spec order) with nothing left; soldOut empties every SKU. */
  zero?: number[];
  soldOut?: boolean;
  sales: number;
  tags: string[];
  params: [string, string][];
  description: string[];
  promoDays?: number;
  freight?: number;
  /** Gallery size besides the cover views, 3 to 6. */
  images?: number;
}

export const SHIPPING_NOTE = '全场包邮 · 48 小时内发货';

export const palette: Record<string, string> = {
  雾霾蓝: '7d97ad',
  樱花粉: 'e3a6b2',
  抹茶绿: '9fb58a',
  燕麦色: 'd5c3a1',
  石墨黑: '3f4247',
  香芋紫: 'a58fc2',
  珊瑚橙: 'ef8a6b',
  月光白: 'dcd9d2',
  深海蓝: '2f4b6e',
  军绿: '5d6b4a',
  酒红: '7b2e3a',
  卡其: 'b59a6d',
  原木色: 'c9a173',
  亮橙: 'f07c2a',
  银灰: 'a9adb3',
  哑光黑: '34363a',
  竞速红: 'c8323a',
  薄荷绿: '8fcdb5',
  奶油黄: 'f0d38c',
  雾粉: 'e9c4c4',
  岩石灰: '8c8f93',
  冰川蓝: '8ec3e0',
};

const list = (s: string) => (s ? s.split(',') : []);
/** "材质=软木;重量=1 kg" -> parameter rows. */
export const kv = (s: string): [string, string][] =>
  list(s.replace(/;/g, ',')).map((p) => p.split('=') as [string, string]);

/**
 * One product as one line, so a category reads as a table:
 * category|title|subtitle|drawing|specs|prices|original|sales|tags, with specs as
 * "颜色:石墨黑,雾霾蓝;尺码:S,M", prices and tags comma-separated. `o` adds the rest.
 */
export function row(line: string, o: Partial<SeedSpu> = {}): SeedSpu {
  const [cat, title, subtitle, art, specs, prices, original, sales, tags] = line.split('|') as string[];
  return {
    cat: cat!,
    title: title!,
    subtitle: subtitle!,
    art: art!,
    specs: specs!.split(';').map((d) => {
      const [name, values] = d.split(':');
      return [name!, list(values!)];
    }),
    prices: list(prices!).map(Number),
    original: Number(original),
    sales: Number(sales),
    tags: list(tags ?? ''),
    params: [],
    description: [],
    ...o,
  };
}
