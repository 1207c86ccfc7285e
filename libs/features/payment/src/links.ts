import type { Order } from '@yoga/contract';
import type { SubApp } from '@yoga/platform';

/** Where the cashier and its result page lead, per sub-app (only routes that sub-app has). */
export interface PaymentLinks {
  success: (orderNo: string) => string;
  service: string;
  download: string;
  coachQr?: string;
  viewOrder?: (o: Order) => string;
  buyAgain: (o: Order) => string;
}

const q = (orderNo: string) => `?orderNo=${encodeURIComponent(orderNo)}`;

/** onmat and phala share Group A's routes; what to buy again depends on what was bought. */
function studentApp(p: string, viewOrder: (o: Order) => string, home: string): PaymentLinks {
  return {
    success: (no) => `${p}/pay_success${q(no)}`,
    service: `${p}/service`,
    download: `${p}/download`,
    coachQr: `${p}/teacher_wechat_qr`,
    viewOrder,
    buyAgain: (o) =>
      ({
        course: `${p}/course_detail?id=${encodeURIComponent(o.refId)}`,
        vip: `${p}/vip_pay`,
        store: `${p}/product/detail/${encodeURIComponent(o.refId)}`,
        deposit: `${p}/ding_pay`,
      })[o.kind] ?? home,
  };
}

export function paymentLinks(sub: SubApp): PaymentLinks {
  const p = sub.prefix;
  if (sub.id === 'onmat') return studentApp(p, (o) => `${p}/order_detail${q(o.orderNo)}`, sub.home);
  // phala has no order pages: a card lives under my_vip, goods under the store.
  if (sub.id === 'phala')
    return studentApp(p, (o) => (o.kind === 'vip' ? `${p}/my_vip` : `${p}/store`), sub.home);
  // yoga bay: a course application ends on its own success page.
  return {
    success: (no) => `${p}/apply_course_success${q(no)}`,
    service: `${p}/service`,
    download: `${p}/download`,
    buyAgain: () => sub.home,
  };
}
