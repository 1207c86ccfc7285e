import { z } from 'zod';
import * as contract from '@yoga/contract';
import type { Endpoint } from '@yoga/contract';
import type { Json } from './types';

const pascal = (s: string) => s[0]!.toUpperCase() + s.slice(1);
const replyId = (e: Endpoint) =>
  [e.method.toLowerCase(), ...e.path.split('?')[0]!.split(/[/:_-]+/), 'reply']
    .filter(Boolean)
    .map(pascal)
    .join('');

/**
 * Every schema the contract exports becomes a component named after it (`orderPage` → OrderPage), so
 * a reply refers to `Order` instead of repeating it; a reply the contract does not name gets one from
 * its endpoint. Replies are output shapes (after the server's transforms).
 */
export function schemaComponents(list: readonly Endpoint[]) {
  const registry = z.registry<{ id: string }>();
  for (const [name, value] of Object.entries(contract))
    if (value instanceof z.ZodType && !registry.has(value)) registry.add(value, { id: pascal(name) });
  for (const e of list)
    if (e.response && !registry.has(e.response)) registry.add(e.response, { id: replyId(e) });
  const { schemas } = z.toJSONSchema(registry, {
    io: 'output',
    unrepresentable: 'any',
    uri: (id) => `#/components/schemas/${id}`,
  });
  const components: Record<string, Json> = {};
  for (const id of Object.keys(schemas).sort()) {
    const { $schema: _s, $id: _i, ...rest } = schemas[id] as Json;
    components[id] = rest;
  }
  const ref = (schema: z.ZodType): Json => ({ $ref: `#/components/schemas/${registry.get(schema)!.id}` });
  return { components, ref };
}
