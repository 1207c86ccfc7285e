import type { SeedShop } from './seed-catalog';
import { cycling } from './seed-cycling';
import { films } from './seed-film';
import { goods } from './seed-goods';
import { mats } from './seed-mats';
import { SHIPPING_NOTE, type SeedSpu } from './seed-types';

const yogaCategories: SeedShop['categories'] = [
  ['瑜伽垫', 'mat', '7d97ad'],
  ['瑜伽服', 'top', 'e3a6b2'],
  ['辅具', 'block', '9fb58a'],
  ['课程周边', 'bag', 'd5c3a1'],
  ['香薰与冥想', 'candle', 'a58fc2'],
];
const yoga = [...mats, ...goods];
const yogaShop = (subApp: string): SeedShop => ({
  subApp,
  kind: 'goods',
  categories: yogaCategories,
  products: yoga,
  banners: [
    { product: 0, title: '专业瑜伽垫 会员专享 85 折' },
    { product: mats.length, title: '裸感瑜伽裤 新色上市' },
    { product: yoga.findIndex((p) => p.art === 'candle'), title: '冥想好物 安住当下' },
  ],
  detailPath: 'product/detail',
});

/** slim has no store screen: these only back its post-order (shipment) pages. */
const slimGoods: SeedSpu[] = [
  {
    cat: '轻体好物',
    title: '轻断食代餐奶昔（14 袋）',
    subtitle: '高蛋白 · 低 GI · 饱腹 4 小时',
    art: 'bottle',
    hex: 'f0d38c',
    specs: [['口味', ['香草', '可可', '抹茶']]],
    prices: [199],
    original: 259,
    sales: 1320,
    tags: [],
    params: [
      ['规格', '30 g × 14 袋'],
      ['发货', SHIPPING_NOTE],
    ],
    description: ['每袋约 120 千卡，含 20 g 乳清蛋白，搭配 slim 轻体营计划使用。'],
  },
  {
    cat: '轻体好物',
    title: '智能体脂秤',
    subtitle: '13 项身体数据 · 蓝牙同步',
    art: 'light',
    hex: 'dcd9d2',
    specs: [['颜色', ['月光白', '石墨黑']]],
    prices: [149],
    original: 199,
    sales: 860,
    tags: [],
    params: [
      ['连接', '蓝牙 5.0'],
      ['发货', SHIPPING_NOTE],
    ],
    description: ['测量体重、体脂率、肌肉量等 13 项数据，自动同步到 slim 打卡记录。'],
  },
];

export const seedShops: SeedShop[] = [
  yogaShop('onmat'),
  yogaShop('phala'),
  {
    subApp: 'cycling',
    kind: 'equipment',
    categories: [
      ['公路车', 'road', 'c8323a'],
      ['山地车', 'mtb', '5d6b4a'],
      ['城市通勤', 'city', 'f0d38c'],
      ['骑行装备', 'helmet', '34363a'],
      ['配件', 'light', 'f07c2a'],
    ],
    products: cycling,
    banners: [
      { product: 0, title: '碳纤维公路车 会员再享 95 折' },
      { product: 5, title: '复古通勤 骑向春天' },
      { product: 7, title: '安全第一 MIPS 头盔' },
    ],
    detailPath: 'equipment_detail',
  },
  {
    subApp: 'beaticam',
    kind: 'film',
    categories: [
      ['mini 相纸', 'film_mini_white', 'e3a6b2'],
      ['方形相纸', 'film_square_white', '8ec3e0'],
      ['宽幅相纸', 'film_wide_white', '9fb58a'],
    ],
    products: films,
    banners: [
      { product: 0, title: 'mini 白边相纸 限时特惠' },
      { product: 1, title: '彩虹边 派对季' },
      { product: 3, title: '黑边相纸 夜景更出片' },
    ],
    detailPath: 'film_discount',
  },
  {
    subApp: 'slim',
    kind: 'goods',
    categories: [['轻体好物', 'bottle', 'f0d38c']],
    products: slimGoods,
    banners: [],
    detailPath: 'product/detail',
  },
];
