import type { SubApp } from './registry';

/**
 * The route where each sub-app pays a pending order (`?orderNo=`). Most have `app/pay_info`; beaticam's
 * is `pay_info`; cycling has no cashier route, so its equipment result page is the cashier while the
 * order is pending. The shop's buy button, the result pages and the provider's H5 return all read it.
 */
const cashierRoutes: Partial<Record<SubApp['id'], string>> = {
  beaticam: '/pay_info',
  cycling: '/equipment_pay_success',
  slim: '/business/pay_info',
};

export function cashierPath(sub: Pick<SubApp, 'id' | 'prefix'>, orderNo: string): string {
  return `${sub.prefix}${cashierRoutes[sub.id] ?? '/app/pay_info'}?orderNo=${encodeURIComponent(orderNo)}`;
}
