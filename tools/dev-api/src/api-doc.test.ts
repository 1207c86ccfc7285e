import { describe, expect, it } from 'vitest';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { apiDoc } from './api-doc';

describe('API.md', () => {
  it('matches the shared schemas (UPDATE_API_DOC=1 npx vitest run regenerates it)', () => {
    const file = path.resolve(import.meta.dirname, '../API.md');
    const doc = apiDoc();
    if (process.env.UPDATE_API_DOC) writeFileSync(file, doc);
    expect(readFileSync(file, 'utf8')).toBe(doc);
  });
});
