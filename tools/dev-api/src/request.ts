import type { Context } from 'hono';
import type { z } from 'zod';
import { decrypt, encrypt } from './compact';
import { ApiFailure, ok, reply } from './envelope';

export interface Deps {
  compactKey: string;
}

/** The token a request carries, by client style (spec section 7). */
export function tokenOf(c: Context): string | null {
  return c.req.header('AUTHORIZE_TOKEN') ?? c.req.header('token') ?? null;
}

const isCompact = (c: Context) => c.req.header('compact') === 'true';

/** The JSON body, decrypted when compact, checked against its schema; a clear envelope error otherwise. */
export async function readBody<T extends z.ZodType>(c: Context, deps: Deps, schema: T): Promise<z.infer<T>> {
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    throw new ApiFailure(400, '请求体不是有效的 JSON');
  }
  if (isCompact(c)) body = decrypt((body as { compact?: unknown } | null)?.compact, tokenOf(c), deps.compactKey);
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new ApiFailure(400, `参数错误：${issue.path.join('.') || '请求体'} ${issue.message}`);
  }
  return parsed.data;
}

/** Success, encrypted when the request was. */
export function send(c: Context, deps: Deps, data: unknown) {
  const body = ok(data);
  if (isCompact(c)) return c.json({ compact: encrypt(body, tokenOf(c), deps.compactKey) });
  return reply(c, body);
}
