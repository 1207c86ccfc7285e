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
