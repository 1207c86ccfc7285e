import { HttpResponse } from 'msw';

/** The API's envelope (spec section 7): state 1 is success. */
export interface Envelope<T = unknown> {
  state: number;
  code: number;
  msg: string;
  data: T | null;
}

export const ok = <T>(data: T): Envelope<T> => ({ state: 1, code: 200, msg: '', data });
export const fail = (code: number, msg = ''): Envelope<null> => ({ state: 0, code, msg, data: null });

/** MSW answers: `return okJson(order)`, `return failJson(403, '未登录或登录失效', 403)`. */
export const okJson = <T>(data: T) => HttpResponse.json(ok(data));
export const failJson = (code: number, msg = '', status = 200) =>
  HttpResponse.json(fail(code, msg), { status });

/**
 * One page of a list in the contract's page shape (`page()` of libs/contract/src/common.ts):
 * `return pagedJson(orders, { page: 2, pageSize: 10 })` slices `items` to that page; `total` is
 * items.length unless given (a list that says it has more than it sent).
 */
export const pagedJson = <T>(
  items: readonly T[],
  {
    page = 1,
    pageSize = 10,
    total = items.length,
  }: { page?: number; pageSize?: number; total?: number } = {},
) => okJson({ list: items.slice((page - 1) * pageSize, page * pageSize), page, pageSize, total });
