import type { Messages } from '../../domain';

/** What this domain's failures say, by message id (merged into one lookup in src/messages.ts). */
export const flashSaleMessages = {
  flash_sale_item_not_found: { zh: '抢购商品不存在', en: 'This flash sale item does not exist' },
  flash_sale_not_started: {
    zh: '本场抢购尚未开始，请到点再来',
    en: 'This session has not started yet; come back when it opens',
  },
  flash_sale_ended: { zh: '本场抢购已结束', en: 'This session is over' },
  flash_sale_sold_out: { zh: '手慢了，已被抢光', en: 'Too late: it is sold out' },
  flash_sale_already_bought: {
    zh: '每人限购 1 件，你已抢过该商品',
    en: 'One per person: you have already bought this item',
  },
  flash_sale_cap_reached: {
    zh: '每人每场最多抢 {max} 件，你已达上限',
    en: 'Up to {max} items per person in each session: you have reached the limit',
  },
} as const satisfies Messages;
