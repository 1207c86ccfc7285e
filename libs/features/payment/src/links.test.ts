import { describe, expect, it } from 'vitest';
import type { Order } from '@yoga/contract';
import { subApps, type SubAppId } from '@yoga/platform';
import { paymentLinks } from './links';

const sub = (id: SubAppId) => subApps.find((s) => s.id === id)!;
const order = (over: Partial<Order>) =>
  ({ orderNo: 'N1', kind: 'course', refId: '7', detail: {}, ...over }) as Order;

describe('buy again', () => {
  it('takes a slim video course back to its landing, anything else of slim to the flash sale', () => {
    const links = paymentLinks(sub('slim'));
    const course = order({ kind: 'course', refId: 'video_course_3' });
    expect(links.success(course)).toBe('/slim/business/video_course/3');
    expect(links.buyAgain(course)).toBe('/slim/business/video_course/3');
    expect(links.success(order({ kind: 'store', refId: 'flash_sale_21' }))).toBe('/slim/flash_sale');
  });

  it('opens the course detail with the courseId its screen reads', () => {
    expect(paymentLinks(sub('onmat')).buyAgain(order({ kind: 'course', refId: '7' }))).toBe(
      '/onmat/course_detail?courseId=7',
    );
  });

  it('opens ding_pay with the course or event the deposit held', () => {
    const again = paymentLinks(sub('phala')).buyAgain;
    expect(
      again(order({ kind: 'deposit', refId: 'course-12', detail: { targetKind: 'course', targetId: 12 } })),
    ).toBe('/phala/ding_pay?courseId=12');
    expect(again(order({ kind: 'deposit', refId: 'event-3' }))).toBe('/phala/ding_pay?eventId=3');
    // Nothing to hold again: home rather than a ding_pay that can only say "not found".
    expect(again(order({ kind: 'deposit', refId: 'x' }))).toBe('/phala/store');
  });

  it('opens the product of a store order in each family', () => {
    const goods = order({ kind: 'store', refId: '5' });
    expect(paymentLinks(sub('onmat')).buyAgain(goods)).toBe('/onmat/product/detail/5');
    expect(paymentLinks(sub('beaticam')).buyAgain(goods)).toBe('/beaticam/film_discount/5');
    expect(paymentLinks(sub('cycling')).buyAgain(goods)).toBe('/cycling/equipment_detail/5');
  });
});

describe('result links', () => {
  it('sends each family to its own success page with the order number', () => {
    const o = order({ kind: 'vip', orderNo: 'A B' });
    expect(paymentLinks(sub('onmat')).success(o)).toBe('/onmat/pay_success?orderNo=A%20B');
    expect(paymentLinks(sub('bay')).success(o)).toBe('/bay/apply_course_success?orderNo=A%20B');
    const slim = paymentLinks(sub('slim'));
    expect(slim.success(order({ kind: 'store', refId: 'handbook_1' }))).toBe('/slim/handbook_order');
    expect(slim.success(order({ kind: 'store', refId: 'flash_sale_3' }))).toBe('/slim/flash_sale');
    expect(paymentLinks(sub('onmat')).viewOrder!(o)).toBe('/onmat/order_detail?orderNo=A%20B');
  });
});

describe('coach apps', () => {
  it('send a paid pearl pack to the pearl ledger and a coupon package to the package record', () => {
    const coach = paymentLinks(sub('onmat-teacher'));
    expect(coach.success(order({ kind: 'pearl' }))).toBe('/onmat/teacher/buy_pearl/record');
    expect(coach.success(order({ kind: 'coupon_package' }))).toBe('/onmat/teacher/coupon_package/record');
    expect(coach.cashier('N1')).toBe('/onmat/teacher/app/pay_info?orderNo=N1');
    expect(paymentLinks(sub('phala-teacher')).buyAgain(order({ kind: 'pearl' }))).toBe(
      '/phala/teacher/buy_pearl',
    );
  });
});
