import type { Messages } from '../../domain';

/** What this domain's failures say, by message id (merged into one lookup in src/messages.ts). */
export const invoiceMessages = {
  invalid_invoice_title: {
    zh: '请填写发票抬头（2 到 60 字）',
    en: 'Please enter the invoice title (2 to 60 characters)',
  },
  invalid_email: { zh: '请填写正确的邮箱地址', en: 'Please enter a valid email address' },
  invalid_tax_no: {
    zh: '统一社会信用代码不正确，请核对后重试',
    en: 'The unified social credit code is not valid, please check it',
  },
  order_not_invoiceable: {
    zh: '所选订单不能开票或已开过票',
    en: 'An order you chose cannot be invoiced or already was',
  },
  invoice_not_found: { zh: '发票不存在', en: 'Invoice not found' },
} as const satisfies Messages;
