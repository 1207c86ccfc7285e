import type { Context } from 'hono';

export interface Envelope<T = unknown> {
  state: number;
  code: number;
  msg: string;
  data: T | null;
}

export const ok = <T>(data: T): Envelope<T> => ({ state: 1, code: 200, msg: '', data });
export const fail = (code: number, msg: string): Envelope => ({ state: 0, code, msg, data: null });

/** Failures a handler throws; answered as an envelope with HTTP 200 like the real service. */
export class ApiFailure extends Error {
  constructor(
    readonly code: number,
    override readonly message: string,
    readonly httpStatus = 200,
  ) {
    super(message);
  }
}

export const reply = (c: Context, body: Envelope, status = 200) => c.json(body, status as 200);
