import type { Address, ProductDetail, Sku } from '@yoga/contract';

const sku = (id: number, colour: string, thick: string, stock: number, price = 19900): Sku => ({
  id,
  specs: [
    { name: '颜色', value: colour },
    { name: '厚度', value: thick },
  ],
  price,
  memberPrice: price - 2000,
  stock,
  image: `/img/sku-${id}.jpg`,
});

/** A mat in two colours and two thicknesses: 雾霾蓝 8mm is sold out, 樱花粉 6mm has 3 left. */
export const mat: ProductDetail = {
  spuId: 3,
  kind: 'goods',
  categoryId: 1,
  title: '天然橡胶瑜伽垫',
  subtitle: '双面防滑 · 回弹不变形',
  cover: '/img/mat.jpg',
  price: 19900,
  memberPrice: 17900,
  originalPrice: 25900,
  sales: 1280,
  soldOut: false,
  tags: [],
  images: ['/img/mat-1.jpg', '/img/mat-2.jpg', '/img/mat-3.jpg'],
  specNames: ['颜色', '厚度'],
  skus: [sku(31, '雾霾蓝', '6mm', 20), sku(32, '雾霾蓝', '8mm', 0), sku(33, '樱花粉', '6mm', 3)],
  params: [
    { name: '材质', value: '天然橡胶 + PU' },
    { name: '尺寸', value: '183 × 68 cm' },
    { name: '厚度', value: '6mm / 8mm' },
    { name: '防滑', value: '干湿双防滑' },
  ],
  description: ['表面 PU 吸汗防滑，底层天然橡胶抓地。'],
  shippingNote: '全场包邮 · 48 小时内发货',
  freight: 0,
  promoEndsAt: null,
  isMember: false,
  reviews: {
    count: 25,
    average: 4.8,
    goodRate: 96,
    recent: [
      {
        id: 1,
        author: '李**',
        stars: 5,
        text: '很防滑，味道也小',
        specText: '雾霾蓝 / 6mm',
        photos: [{ id: 'p1', url: '/img/review-1.jpg' }],
        createdAt: '2026-11-20T10:00:00+08:00',
      },
    ],
  },
};

/** A bike (cycling equipment) with no specs: one SKU. */
export const bike: ProductDetail = {
  ...mat,
  spuId: 7,
  kind: 'equipment',
  title: '动感单车 S1',
  specNames: [],
  skus: [{ id: 71, specs: [], price: 199900, memberPrice: null, stock: 5, image: '/img/bike.jpg' }],
  params: [{ name: '车架', value: '碳钢' }],
  freight: 5000,
  memberPrice: null,
};

/** A film pack on a limited-time price for two more days. */
export const film = (endsInMs = 2 * 86400_000 + 3723_000): ProductDetail => ({
  ...mat,
  spuId: 12,
  kind: 'film',
  title: 'Mini 相纸 限时特惠',
  specNames: ['规格'],
  skus: [
    {
      id: 121,
      specs: [{ name: '规格', value: '10 张' }],
      price: 4900,
      memberPrice: null,
      stock: 8,
      image: '',
    },
    {
      id: 122,
      specs: [{ name: '规格', value: '20 张' }],
      price: 8900,
      memberPrice: null,
      stock: 0,
      image: '',
    },
  ],
  price: 4900,
  originalPrice: 6900,
  memberPrice: null,
  params: [{ name: '规格', value: '54 × 86 mm' }],
  promoEndsAt: new Date(Date.now() + endsInMs).toISOString(),
});

export const homeAddress: Address = {
  id: 5,
  name: '王小明',
  areaCode: '86',
  phone: '13800138000',
  region: ['浙江省', '杭州市', '西湖区'],
  regionCodes: ['330000', '330100', '330106'],
  detail: '文三路 100 号',
  isDefault: true,
  updatedAt: '2026-11-01T10:00:00+08:00',
};
export const officeAddress: Address = {
  ...homeAddress,
  id: 6,
  name: '王小明公司',
  detail: '学院路 8 号',
  isDefault: false,
};
