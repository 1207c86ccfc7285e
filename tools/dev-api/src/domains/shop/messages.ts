import type { Messages } from '../../domain';

/** What this domain's failures say, by message id (merged into one lookup in src/messages.ts). */
export const shopMessages = {
  sold_out: { zh: '手慢了，该规格已售罄', en: 'Sorry, this option has just sold out' },
  stock_short: {
    zh: '库存不足，该规格仅剩 {left} 件',
    en: 'Only {left} left of this option',
  },
  product_not_found: { zh: '商品不存在或已下架', en: 'This product is no longer available' },
  address_invalid: {
    zh: '收货地址无效，请重新选择',
    en: 'The shipping address is not valid, please choose again',
  },
  hold_limit_sku: {
    zh: '你的待支付订单已占用该规格 {max} 件，请先支付或取消后再下单',
    en: 'Your unpaid orders already hold {max} of this option; pay or cancel them first',
  },
  hold_limit_total: {
    zh: '你的待支付订单已占用 {max} 件商品，请先支付或取消后再下单',
    en: 'Your unpaid orders already hold {max} items; pay or cancel them first',
  },
  quantity_limit: { zh: '单次最多购买 {max} 件', en: 'You can buy at most {max} at a time' },
  not_reviewable: {
    zh: '确认收货后才能评价，且每件商品只能评价一次',
    en: 'Items can be reviewed once, after receipt',
  },
  not_receivable: { zh: '该订单当前不能确认收货', en: 'This order cannot be marked as received now' },
  shipment_not_found: { zh: '物流信息不存在', en: 'Shipment not found' },
} as const satisfies Messages;
