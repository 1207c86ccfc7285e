import type { Order } from '@yoga/contract';
import { cashierPath, link, type SubApp } from '@yoga/platform';

/**
 * Where the cashier and its result pages lead, per sub-app. Only routes the sub-app has (see its
 * route table): beaticam has no service or download page, cycling no service page.
 */
export interface PaymentLinks {
  /** The cashier of the sub-app (cycling has none: its result page shows the cashier while pending). */
  cashier: (orderNo: string) => string;
  success: (o: Pick<Order, 'orderNo' | 'kind'> & Partial<Pick<Order, 'refId'>>) => string;
  service?: string;
  download?: string;
  coachQr?: string;
  /** The member's own page (my_vip), where a membership just bought shows. */
  membership?: string;
  viewOrder?: (o: Order) => string;
  buyAgain: (o: Order) => string;
  /** Where 继续逛逛 goes after buying goods. */
  shop: string;
}

/**
 * The course or event a deposit held: the order's detail names it (targetKind, targetId); older
 * orders only carry it in refId as `course-12` / `event-3`.
 */
function depositTarget(o: Order): { courseId: string } | { eventId: string } | null {
  const { targetKind, targetId } = o.detail;
  const [kind, id] =
    (targetKind === 'course' || targetKind === 'event') && targetId != null
      ? [targetKind, String(targetId)]
      : (/^(course|event)-(\d+)$/.exec(o.refId)?.slice(1) ?? []);
  if (!id) return null;
  return kind === 'event' ? { eventId: id } : { courseId: id };
}

/** onmat and phala share Group A's routes; what to buy again depends on what was bought. */
function studentApp(sub: SubApp, viewOrder: (o: Order) => string): PaymentLinks {
  return {
    cashier: (no) => cashierPath(sub, no),
    // An exam fee paid: the booking page shows the booking the payment confirmed.
    success: (o) =>
      o.kind === 'cert_exam'
        ? link(sub, 'cert/reservation')
        : link(sub, o.kind === 'store' ? 'product/pay_success' : 'pay_success', { orderNo: o.orderNo }),
    service: link(sub, 'service'),
    download: link(sub, 'download'),
    coachQr: link(sub, 'teacher_wechat_qr'),
    membership: link(sub, 'my_vip'),
    // Goods have their own record (product/record); a store order's refId is its SPU id.
    viewOrder: (o) => (o.kind === 'store' ? link(sub, 'product/record') : viewOrder(o)),
    buyAgain: (o) => {
      if (o.kind === 'course') return link(sub, 'course_detail', { courseId: o.refId });
      if (o.kind === 'vip') return link(sub, 'vip_pay');
      if (o.kind === 'cert_exam') return link(sub, 'cert/reservation');
      if (o.kind === 'store') return link(sub, 'product/detail/:spuId', { spuId: o.refId });
      const target = o.kind === 'deposit' ? depositTarget(o) : null;
      return target ? link(sub, 'ding_pay', target) : sub.home;
    },
    shop: link(sub, 'store'),
  };
}

const isHandbook = (o: { refId?: string }) => (o.refId ?? '').startsWith('handbook_');

export function paymentLinks(sub: SubApp): PaymentLinks {
  if (sub.id === 'onmat') return studentApp(sub, (o) => link(sub, 'order_detail', { orderNo: o.orderNo }));
  // The coach apps sell coupon packages and pearls: once paid, the coach sees them in their record.
  if (sub.role === 'teacher' && (sub.id === 'onmat-teacher' || sub.id === 'phala-teacher'))
    return {
      cashier: (no) => cashierPath(sub, no),
      success: (o) => link(sub, o.kind === 'pearl' ? 'buy_pearl/record' : 'coupon_package/record'),
      buyAgain: (o) => link(sub, o.kind === 'pearl' ? 'buy_pearl' : 'coupon_package/list'),
      shop: sub.home,
    };
  // phala has no order pages: a card lives under my_vip.
  if (sub.id === 'phala') return studentApp(sub, () => link(sub, 'my_vip'));
  // beaticam sells film packs: its cashier is pay_info (no app/), a pack is bought on film_discount.
  if (sub.id === 'beaticam')
    return {
      cashier: (no) => cashierPath(sub, no),
      success: (o) => link(sub, 'film_pay_success', { orderNo: o.orderNo }),
      buyAgain: (o) =>
        o.kind === 'store' ? link(sub, 'film_discount/:filmId', { filmId: o.refId }) : sub.home,
      shop: sub.home,
    };
  // cycling has no cashier route: equipment_pay_success is the cashier while the order is pending.
  if (sub.id === 'cycling')
    return {
      cashier: (no) => cashierPath(sub, no),
      success: (o) => link(sub, 'equipment_pay_success', { orderNo: o.orderNo }),
      download: link(sub, 'download'),
      buyAgain: (o) => (o.kind === 'store' ? link(sub, 'equipment_detail/:id', { id: o.refId }) : sub.home),
      shop: sub.home,
    };
  // slim sells goods only in its flash sale (business/pay_info is its cashier): once paid, or to buy
  // again, the buyer is back on the sale, where the item shows as bought.
  // A video course (refId video_course_<id>) goes back to its landing, unlocked.
  if (sub.id === 'slim') {
    const videoCourse = (o: { refId?: string }) => {
      const id = /^video_course_(\d+)$/.exec(o.refId ?? '')?.[1];
      return id ? link(sub, 'business/video_course/:id', { id }) : null;
    };
    return {
      cashier: (no) => cashierPath(sub, no),
      // Practice handbooks (refId handbook_<edition>) end on the buyer's handbook orders.
      success: (o) => videoCourse(o) ?? link(sub, isHandbook(o) ? 'handbook_order' : 'flash_sale'),
      service: link(sub, 'service'),
      download: link(sub, 'download'),
      buyAgain: (o) => videoCourse(o) ?? link(sub, isHandbook(o) ? 'handbook_order' : 'flash_sale'),
      shop: link(sub, 'flash_sale'),
    };
  }
  // yoga bay: a course application ends on its own success page, a certificate renewal on its own.
  return {
    cashier: (no) => cashierPath(sub, no),
    success: (o) =>
      o.kind === 'cert_renewal'
        ? link(sub, 'cert_renewal_success', { orderNo: o.orderNo })
        : link(sub, 'apply_course_success', { orderNo: o.orderNo }),
    service: link(sub, 'service'),
    download: link(sub, 'download'),
    buyAgain: (o) => (o.kind === 'cert_renewal' ? link(sub, 'cert_renewal') : sub.home),
    shop: sub.home,
  };
}
