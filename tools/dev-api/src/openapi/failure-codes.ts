import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Which message ids each business code is thrown with, read from the stand-in's source
 * (`new ApiFailure(4201, 'class_full')`): the codes live beside the code that throws them, so reading
 * them there keeps the document from needing a second list. Tests are skipped.
 */
export function failureCodes(srcDir: string): Map<number, Set<string>> {
  const codes = new Map<number, Set<string>>();
  const visit = (dir: string) => {
    for (const e of readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, e.name);
      if (e.isDirectory()) visit(file);
      else if (e.name.endsWith('.ts') && !e.name.endsWith('.test.ts')) {
        const source = readFileSync(file, 'utf8');
        for (const [, code, id] of source.matchAll(/new ApiFailure\(\s*(\d+),\s*'(\w+)'/g)) {
          const ids = codes.get(Number(code)) ?? new Set<string>();
          codes.set(Number(code), ids.add(id!));
        }
      }
    }
  };
  visit(srcDir);
  return codes;
}
