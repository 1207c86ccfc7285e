import type { Messages } from '../../domain';

/** What this domain's failures say, by message id (merged into one lookup in src/messages.ts). */
export const paymentsMessages = {
  invalid_pay_channel: { zh: '支付方式不正确', en: 'Unknown payment method' },
  invalid_txn: { zh: '支付流水号格式不正确', en: 'The transaction id is not valid' },
} as const satisfies Messages;
