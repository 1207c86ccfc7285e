import { describe, expect, it } from 'vitest';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { format, resolveConfig } from 'prettier';
import { apiDoc } from './api-doc';
import { OPENAPI_FILE, openApiDocument } from './openapi/document';

// `npm run docs` (UPDATE_API_DOC=1) rewrites both files; otherwise a stale one fails here.
const regenerate = Boolean(process.env.UPDATE_API_DOC);

async function check(file: string, text: string) {
  if (regenerate) writeFileSync(file, text);
  expect(readFileSync(file, 'utf8'), `${path.basename(file)} is stale: npm run docs in tools/dev-api`).toBe(
    text,
  );
}

describe('the generated API reference', () => {
  const doc = openApiDocument();

  it('openapi.json matches the shared schemas', async () => {
    const options = { ...(await resolveConfig(OPENAPI_FILE)), parser: 'json' };
    await check(OPENAPI_FILE, await format(JSON.stringify(doc), options));
  });

  it('API.md indexes the same document', async () => {
    await check(path.resolve(import.meta.dirname, '../API.md'), apiDoc(doc));
  });
});
