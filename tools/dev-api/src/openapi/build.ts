import * as contract from '@yoga/contract';
import type { Endpoint } from '@yoga/contract';
import type { Messages } from '../domain';
import { schemaComponents } from './components';
import { codesOf, envelopeOf, jsonSchema, parameters, security, splitPath } from './operation';
import type { OpenApiDoc, OperationDoc } from './types';

const kebab = (s: string) => s.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/**
 * Each endpoint's tag is its contract file's list (`coursesEndpoints` → courses); a nested list
 * (deposits inside vip) yields to the larger one. Development calls are tagged `dev`.
 */
function tagsOf(): Map<Endpoint, string> {
  const lists = Object.entries(contract)
    .filter(([k, v]) => /^\w+Endpoints$/.test(k) && k !== 'devEndpoints' && Array.isArray(v))
    .map(([k, v]) => [kebab(k.replace(/(Dev)?Endpoints$/, '')), v as Endpoint[]] as const)
    .sort((a, b) => a[1].length - b[1].length);
  const tags = new Map<Endpoint, string>();
  for (const [tag, list] of lists) for (const e of list) tags.set(e, tag);
  return tags;
}

export interface OpenApiInput {
  endpoints: readonly Endpoint[];
  devEndpoints: readonly Endpoint[];
  /** Business code → the message ids the stand-in throws it with. */
  thrown: Map<number, Set<string>>;
  /** Every message id's wording. */
  wording: Messages;
}

const DESCRIPTION = `The stand-in for the business's server (tools/dev-api), generated from the zod schemas in
libs/contract. Every answer is the envelope {state, code, msg, data} with HTTP 200, failures included:
\`state\` 1 is success; otherwise \`code\` is a business code (per operation in \`x-codes\`, with the ids
of its messages, worded in the root's \`x-messages\`) and \`msg\` is worded in the caller's \`Language\` (zh, the default, or en), never naming a
field. Standard endpoints take \`AUTHORIZE_TOKEN\` (code 403 without a valid one); suman-style endpoints
under /api/suman take \`token\` (code 11). A request in the suman style, told by its header
\`device: h5\` (the suman and teacher sub-apps send every call so), is signed in by its \`token\` header
on every endpoint and answered code 11 (HTTP 200) where a standard one is answered 403: the style is
the caller's, decided once for all domains. A token belongs to one sub-app. Writes take
\`Content-Type: application/json\` only (HTTP 415), bodies up to 1 MB (HTTP 413) and 64 levels of
nesting (code 400: invalid_json, json_too_deep, and each field's own message). Compact (encrypted) bodies: libs/api/COMPACT.md. Development calls (tag dev, under /__dev)
are dropped with DEV_ONLY=off.`;

type Ref = ReturnType<typeof schemaComponents>['ref'];

function operation(e: Endpoint, tag: string, input: OpenApiInput, ref: Ref): OperationDoc {
  const codes = codesOf(e, input.thrown, input.wording);
  const op: OperationDoc = {
    tags: [tag],
    summary: e.about.match(/^.*?\.(?=\s|$)/)?.[0] ?? e.about,
    description: `${e.about}\n\nAuth: ${e.auth}. Business codes: ${codes.map((c) => c.code).join(', ')} (x-codes).`,
    operationId: `${e.method.toLowerCase()} ${e.path}`,
    parameters: parameters(e.path, ref(contract.subAppId)),
    responses: {
      '200': {
        description: 'The envelope; data is the reply on success, null on failure.',
        content: e.response
          ? { 'application/json': { schema: envelopeOf(ref(e.response)) } }
          : { 'application/octet-stream': {} },
      },
    },
    'x-auth': e.auth,
    'x-codes': codes,
  };
  const sec = security(e.auth);
  if (sec) op.security = sec;
  if (e.request)
    op.requestBody = {
      required: true,
      content: { 'application/json': { schema: jsonSchema(e.request, 'input') } },
    };
  return op;
}

/** The OpenAPI 3.1 document of the contract, as the stand-in answers it. */
export function buildOpenApi(input: OpenApiInput): OpenApiDoc {
  const tags = tagsOf();
  const { components, ref } = schemaComponents([...input.endpoints, ...input.devEndpoints]);
  const paths: OpenApiDoc['paths'] = {};
  const add = (e: Endpoint, tag: string) => {
    const { path } = splitPath(e.path);
    (paths[path] ??= {})[e.method.toLowerCase()] = operation(e, tag, input, ref);
  };
  for (const e of input.endpoints) add(e, tags.get(e) ?? 'other');
  for (const e of input.devEndpoints) add(e, 'dev');
  const used = [...new Set(Object.values(paths).flatMap((p) => Object.values(p).map((o) => o.tags[0])))];
  return {
    openapi: '3.1.0',
    info: { title: 'Yoga dev API (stand-in)', version: '1.0.0', description: DESCRIPTION },
    servers: [{ url: '/' }],
    tags: used.map((name) => ({ name })),
    paths,
    components: {
      schemas: components,
      securitySchemes: {
        authorizeToken: { type: 'apiKey', in: 'header', name: 'AUTHORIZE_TOKEN' },
        token: { type: 'apiKey', in: 'header', name: 'token', description: 'suman-style endpoints' },
      },
    },
    // All of them, not only those in x-codes: a field check answers 400 with its own message.
    'x-messages': Object.fromEntries(
      Object.keys(input.wording)
        .sort()
        .map((id) => [id, input.wording[id]!]),
    ),
  };
}
