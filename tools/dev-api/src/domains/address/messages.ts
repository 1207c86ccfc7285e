import type { Messages } from '../../domain';

/** What this domain's failures say, by message id (merged into one lookup in src/messages.ts). */
export const addressMessages = {
  invalid_receiver: {
    zh: '请填写收货人姓名（不超过 20 字）',
    en: 'Please enter the receiver’s name (up to 20 characters)',
  },
  invalid_region: { zh: '请选择所在地区', en: 'Please choose the region' },
  invalid_address_detail: {
    zh: '请填写详细地址（4 到 120 字）',
    en: 'Please enter the street address (4 to 120 characters)',
  },
  address_not_found: { zh: '收货地址不存在或已删除', en: 'This address does not exist or was deleted' },
  address_limit: { zh: '最多保存 20 个收货地址', en: 'You can keep at most 20 addresses' },
} as const satisfies Messages;
