import { z } from 'zod';
import type { Endpoint } from '@yoga/contract';
import type { Messages } from '../domain';

import type { CodeDoc, Json } from './types';

/** A zod schema as JSON Schema 2020-12 (OpenAPI 3.1's dialect); what cannot be expressed reads as "any". */
export function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): Json {
  const { $schema: _, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as Json;
  return rest;
}

/** Every answer's wrapper, with `data` the endpoint's reply (null on failure). */
export const envelopeOf = (data: Json): Json => ({
  type: 'object',
  properties: {
    state: { type: 'integer', description: '1 success, 0 failure' },
    code: { type: 'integer', description: '200 on success; otherwise a business code (x-codes)' },
    msg: { type: 'string', description: "Worded in the caller's Language (zh or en)" },
    data: { anyOf: [data, { type: 'null' }] },
  },
  required: ['state', 'code', 'msg', 'data'],
});

/** `/api/orders/:orderNo?subApp=&page=` → the OpenAPI path and its path and query names. */
export function splitPath(contractPath: string) {
  const [route = '', query = ''] = contractPath.split('?');
  const pathNames = [...route.matchAll(/:(\w+)/g)].map((m) => m[1]!);
  const queryNames = query
    .split('&')
    .map((p) => p.replace(/=.*$/, ''))
    .filter(Boolean);
  return { path: route.replace(/:(\w+)/g, '{$1}'), pathNames, queryNames };
}

const queryShapes: Record<string, Json> = {
  page: { type: 'integer', minimum: 1, default: 1 },
  pageSize: { type: 'integer', minimum: 1, maximum: 100, default: 10 },
};

export function parameters(contractPath: string, subAppSchema: Json): Json[] {
  const { pathNames, queryNames } = splitPath(contractPath);
  return [
    ...pathNames.map((name) => ({ name, in: 'path', required: true, schema: { type: 'string' } })),
    ...queryNames.map((name) => ({
      name,
      in: 'query',
      required: name === 'subApp',
      schema: name === 'subApp' ? subAppSchema : (queryShapes[name] ?? { type: 'string' }),
    })),
  ];
}

/** How the contract's `auth` words map to the two token headers (an empty entry: optional). */
export function security(auth: string): Json[] | undefined {
  if (/^AUTHORIZE_TOKEN or token/.test(auth)) return [{ authorizeToken: [] }, { token: [] }];
  if (/^optional/.test(auth)) return [{ authorizeToken: [] }, {}];
  if (/^AUTHORIZE_TOKEN/.test(auth)) return [{ authorizeToken: [] }];
  if (/^token/.test(auth)) return [{ token: [] }];
  return undefined;
}

/**
 * The business codes an endpoint may answer: those its description names (as the contract words
 * them, e.g. "4201: no seat left"), the token's 403 or 11, and 400 for a bad request; each with the
 * ids of the messages the stand-in throws it with.
 */
export function codesOf(e: Endpoint, thrown: Map<number, Set<string>>, wording: Messages): CodeDoc[] {
  const named = [...`${e.about} ${e.auth}`.matchAll(/\b(\d{2,4})\b/g)].map((m) => Number(m[1]));
  const codes = new Set([400, ...named.filter((n) => thrown.has(n))]);
  if (/AUTHORIZE_TOKEN/.test(e.auth) && !/^optional/.test(e.auth)) codes.add(403);
  if (/\btoken \(code 11\)|or token/.test(e.auth)) codes.add(11);
  return [...codes]
    .sort((a, b) => a - b)
    .map((code) => ({
      code,
      // 400's own list is every field check of every domain; the generic id and the field's message stand for it.
      messages: (code === 400 ? ['invalid_params'] : [...(thrown.get(code) ?? [])])
        .filter((id) => wording[id])
        .sort(),
    }));
}
