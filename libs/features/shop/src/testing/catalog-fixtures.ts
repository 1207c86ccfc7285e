import type { ProductKind, ProductSummary, ShopHome } from '@yoga/contract';

/** The catalogue the component tests browse: goods for onmat, equipment for cycling, film for beaticam. */
export const homes: Record<ProductKind, ShopHome> = {
  goods: {
    banners: [
      { id: 1, image: '/img/banner-1.jpg', title: '双十二瑜伽垫直降', link: 'product/detail/1' },
      { id: 2, image: '/img/banner-2.jpg', title: '新品瑜伽服上市', link: '' },
    ],
    categories: [
      { id: 1, name: '瑜伽垫', icon: 'mat' },
      { id: 2, name: '瑜伽服', icon: 'wear' },
      { id: 3, name: '辅具', icon: 'block' },
    ],
    yogaMatSpuId: 1,
  },
  equipment: {
    banners: [],
    categories: ['公路车', '山地车', '城市通勤', '骑行装备', '配件'].map((name, i) => ({
      id: 11 + i,
      name,
      icon: '',
    })),
    yogaMatSpuId: null,
  },
  film: { banners: [], categories: [], yogaMatSpuId: null },
};

const product = (o: Partial<ProductSummary> & Pick<ProductSummary, 'spuId' | 'title'>): ProductSummary => ({
  kind: 'goods',
  categoryId: 1,
  subtitle: '',
  cover: '',
  price: 9900,
  memberPrice: null,
  originalPrice: 9900,
  sales: 0,
  soldOut: false,
  tags: [],
  ...o,
});

/** 23 goods: three pages of ten; the first a discounted mat with a member price, #5 sold out. */
export const goods: ProductSummary[] = Array.from({ length: 23 }, (_, i) =>
  product({
    spuId: i + 1,
    title: i === 0 ? '天然橡胶瑜伽垫 6mm' : `商品 ${i + 1}`,
    categoryId: (i % 3) + 1,
    price: 12900 + i * 100,
    originalPrice: i === 0 ? 19900 : 12900 + i * 100,
    memberPrice: i === 0 ? 11900 : null,
    sales: i === 0 ? 12345 : 100 - i,
    soldOut: i === 4,
    tags: i === 0 ? ['包邮', '热卖'] : [],
  }),
);

export const equipment: ProductSummary[] = [
  product({
    spuId: 101,
    kind: 'equipment',
    categoryId: 11,
    title: '碳纤维公路车 R7',
    subtitle: '全碳车架 · 22 速 · 8.2kg',
    tags: ['顺丰包邮', '可试骑'],
    price: 1299900,
    originalPrice: 1499900,
    sales: 86,
  }),
  product({ spuId: 102, kind: 'equipment', categoryId: 12, title: '硬尾山地车 M3', price: 459900 }),
  product({ spuId: 103, kind: 'equipment', categoryId: 15, title: '骑行尾灯', price: 8900, soldOut: true }),
];

export const films: ProductSummary[] = [
  product({
    spuId: 201,
    kind: 'film',
    categoryId: 21,
    title: 'Mini 相纸 白边 20 张',
    subtitle: '两盒装 · 有效期至 2027 年',
    price: 9900,
    originalPrice: 12900,
    sales: 3200,
  }),
  product({
    spuId: 202,
    kind: 'film',
    categoryId: 21,
    title: '宽幅相纸 10 张',
    price: 7900,
    originalPrice: 7900,
  }),
  product({ spuId: 203, kind: 'film', categoryId: 21, title: '彩边相纸 10 张', price: 6900, soldOut: true }),
];

export const catalogue: Record<ProductKind, ProductSummary[]> = { goods, equipment, film: films };
