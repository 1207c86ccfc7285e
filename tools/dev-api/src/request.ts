import type { Context } from 'hono';
import type { z } from 'zod';
import { decrypt, encrypt } from './compact';
import { ApiFailure, ok, reply } from './envelope';
import { parseJson } from './json-body';
import { isMessageId, type MessageId } from './messages';

/** The token a request carries, by client style (spec section 7). */
export function tokenOf(c: Context): string | null {
  return c.req.header('AUTHORIZE_TOKEN') ?? c.req.header('token') ?? null;
}

const isCompact = (c: Context) => c.req.header('compact') === 'true';

/** The contract words its checks as message ids; anything else (a type slip, a missing field) is generic. */
function messageOf(error: z.ZodError): MessageId {
  const m = error.issues[0]?.message ?? '';
  return isMessageId(m) ? m : 'invalid_params';
}

export function parseOrFail<T extends z.ZodType>(schema: T, value: unknown): z.infer<T> {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw new ApiFailure(400, messageOf(parsed.error));
  return parsed.data;
}

/** The JSON body, decrypted when compact, checked against its schema; a clear envelope error otherwise. */
export async function readBody<T extends z.ZodType>(
  c: Context,
  compactKey: string,
  schema: T,
): Promise<z.infer<T>> {
  let body = parseJson(await c.req.text());
  if (isCompact(c)) body = decrypt((body as { compact?: unknown } | null)?.compact, tokenOf(c), compactKey);
  return parseOrFail(schema, body);
}

/** The query string checked against its schema (numbers arrive as text). */
export const readQuery = <T extends z.ZodType>(c: Context, schema: T): z.infer<T> =>
  parseOrFail(schema, c.req.query());

/** Success, encrypted when the request was. */
export function send(c: Context, compactKey: string, data: unknown) {
  const body = ok(data);
  if (isCompact(c)) return c.json({ compact: encrypt(body, tokenOf(c), compactKey) });
  return reply(c, body);
}
