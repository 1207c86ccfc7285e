import type { Order } from '@yoga/contract';
import { cashierPath, type SubApp } from '@yoga/platform';

/**
 * Where the cashier and its result pages lead, per sub-app. Only routes the sub-app has (see its
 * route table): beaticam has no service or download page, cycling no service page.
 */
export interface PaymentLinks {
  /** The cashier of the sub-app (cycling has none: its result page shows the cashier while pending). */
  cashier: (orderNo: string) => string;
  success: (o: Pick<Order, 'orderNo' | 'kind'>) => string;
  service?: string;
  download?: string;
  coachQr?: string;
  viewOrder?: (o: Order) => string;
  buyAgain: (o: Order) => string;
  /** Where 继续逛逛 goes after buying goods. */
  shop: string;
}

const q = (orderNo: string) => `?orderNo=${encodeURIComponent(orderNo)}`;
const id = (o: Order) => encodeURIComponent(o.refId);

/** onmat and phala share Group A's routes; what to buy again depends on what was bought. */
function studentApp(sub: SubApp, viewOrder: (o: Order) => string): PaymentLinks {
  const p = sub.prefix;
  return {
    cashier: (no) => cashierPath(sub, no),
    success: (o) => (o.kind === 'store' ? `${p}/product/pay_success` : `${p}/pay_success`) + q(o.orderNo),
    service: `${p}/service`,
    download: `${p}/download`,
    coachQr: `${p}/teacher_wechat_qr`,
    // Goods have their own record (product/record); a store order's refId is its SPU id.
    viewOrder: (o) => (o.kind === 'store' ? `${p}/product/record` : viewOrder(o)),
    buyAgain: (o) =>
      ({
        course: `${p}/course_detail?id=${id(o)}`,
        vip: `${p}/vip_pay`,
        store: `${p}/product/detail/${id(o)}`,
        deposit: `${p}/ding_pay`,
      })[o.kind] ?? sub.home,
    shop: `${p}/store`,
  };
}

export function paymentLinks(sub: SubApp): PaymentLinks {
  const p = sub.prefix;
  if (sub.id === 'onmat') return studentApp(sub, (o) => `${p}/order_detail${q(o.orderNo)}`);
  // phala has no order pages: a card lives under my_vip.
  if (sub.id === 'phala') return studentApp(sub, () => `${p}/my_vip`);
  // beaticam sells film packs: its cashier is pay_info (no app/), a pack is bought on film_discount.
  if (sub.id === 'beaticam')
    return {
      cashier: (no) => cashierPath(sub, no),
      success: (o) => `${p}/film_pay_success${q(o.orderNo)}`,
      buyAgain: (o) => (o.kind === 'store' ? `${p}/film_discount/${id(o)}` : sub.home),
      shop: sub.home,
    };
  // cycling has no cashier route: equipment_pay_success is the cashier while the order is pending.
  if (sub.id === 'cycling')
    return {
      cashier: (no) => cashierPath(sub, no),
      success: (o) => `${p}/equipment_pay_success${q(o.orderNo)}`,
      download: `${p}/download`,
      buyAgain: (o) => (o.kind === 'store' ? `${p}/equipment_detail/${id(o)}` : sub.home),
      shop: sub.home,
    };
  // yoga bay: a course application ends on its own success page.
  return {
    cashier: (no) => cashierPath(sub, no),
    success: (o) => `${p}/apply_course_success${q(o.orderNo)}`,
    service: `${p}/service`,
    download: `${p}/download`,
    buyAgain: () => sub.home,
    shop: sub.home,
  };
}
