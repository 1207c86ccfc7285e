import type { Invoice, InvoiceableOrder } from '@yoga/contract';

/** A valid unified social credit code, and the same with a wrong check character. */
export const GOOD_CODE = '91350100M000100Y43';
export const BAD_CHECK_CODE = '91350100M000100Y44';

const titles = [
  '21 天燃脂训练营',
  '季卡会员',
  '产后修复私教课',
  '居家 HIIT 燃脂课',
  '轻断食训练营',
  '月卡会员',
];

/** Twelve paid orders, newest first; the 2nd and 3rd are covered by invoices 1 (issued) and 2 (pending). */
export function paidOrders(): InvoiceableOrder[] {
  return Array.from({ length: 12 }, (_, i) => ({
    orderNo: `SL20261${String(120 - i).padStart(3, '0')}${String(100000 + i)}`,
    title: `${titles[i % titles.length]} ${i + 1}`,
    amount: 1000 * (i + 1) + 90,
    paidAt: new Date(Date.parse('2026-11-30T08:00:00Z') - i * 86_400_000).toISOString(),
    invoiceId: i === 1 ? 1 : i === 2 ? 2 : null,
  }));
}

export function invoiceOf(over: Partial<Invoice> = {}): Invoice {
  return {
    id: 1,
    invoiceNo: '01100126001100000001',
    status: 'issued',
    titleType: 'personal',
    title: '李晓雯',
    taxNo: '',
    email: 'xiaowen.li@example.com',
    amount: 2090,
    orders: [{ orderNo: 'SL20261119100001', title: '季卡会员 2', amount: 2090 }],
    createdAt: '2026-11-28T08:00:00.000Z',
    issuedAt: '2026-11-28T08:02:00.000Z',
    downloadUrl: '/api/invoices/1/pdf?ticket=0123456789abcdef0123456789abcdef',
    ...over,
  };
}

export const seededInvoices = (): Invoice[] => [
  invoiceOf({
    id: 2,
    status: 'pending',
    invoiceNo: null,
    issuedAt: null,
    downloadUrl: null,
    titleType: 'company',
    title: '北京轻盈健康管理有限公司',
    taxNo: GOOD_CODE,
    email: 'finance@qingying.example.com',
    amount: 3090,
    orders: [{ orderNo: 'SL20261118100002', title: '产后修复私教课 3', amount: 3090 }],
    createdAt: '2026-11-30T08:00:00.000Z',
  }),
  invoiceOf(),
];
