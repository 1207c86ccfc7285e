import path from 'node:path';
import { endpoints } from '@yoga/contract';
import { devEndpoints } from '@yoga/contract/dev';
import type { Messages } from '../domain';
import { domains } from '../domains';
import { sharedMessages } from '../messages';
import { buildOpenApi } from './build';
import { failureCodes } from './failure-codes';

/** tools/dev-api/openapi.json, committed; served at /__dev/openapi.json and drawn at /__dev/docs. */
export const OPENAPI_FILE = path.resolve(import.meta.dirname, '../../openapi.json');

/** The document from the contract, the stand-in's thrown codes and every domain's messages. */
export function openApiDocument() {
  const wording: Messages = Object.assign({}, sharedMessages, ...domains.map((d) => d.messages ?? {}));
  return buildOpenApi({
    endpoints,
    devEndpoints,
    thrown: failureCodes(path.resolve(import.meta.dirname, '..')),
    wording,
  });
}
