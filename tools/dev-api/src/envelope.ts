import type { Context } from 'hono';
import { langOf, text, type MessageId, type MessageParams } from './messages';

export interface Envelope<T = unknown> {
  state: number;
  code: number;
  msg: string;
  data: T | null;
}

export const ok = <T>(data: T): Envelope<T> => ({ state: 1, code: 200, msg: '', data });
export const fail = (code: number, msg: string, data: unknown = null): Envelope => ({
  state: 0,
  code,
  msg,
  data,
});

/** Failures a handler throws, by message id; answered as an envelope with HTTP 200 like the real service. */
export class ApiFailure extends Error {
  constructor(
    readonly code: number,
    readonly messageId: MessageId,
    readonly httpStatus = 200,
    readonly params: MessageParams = {},
    /** What the caller needs to act on the refusal (the unpaid order to pay instead); usually none. */
    readonly data: unknown = null,
  ) {
    super(messageId);
  }
}

export const reply = (c: Context, body: Envelope, status = 200) => c.json(body, status as 200);

/** A failure worded in the caller's language. */
export const replyFailure = (c: Context, f: ApiFailure) =>
  reply(c, fail(f.code, text(langOf(c), f.messageId, f.params), f.data), f.httpStatus);
