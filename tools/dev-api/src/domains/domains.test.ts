import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { isMessageId, sharedMessages } from '../messages';
import { domains } from '.';

const here = import.meta.dirname;

describe('the domains of the stand-in', () => {
  it('name each message id once, across all domains and the shared table', () => {
    const owners = new Map<string, string[]>();
    const tables = [
      ['shared', sharedMessages] as const,
      ...domains.map((d) => [d.name, d.messages ?? {}] as const),
    ];
    for (const [name, messages] of tables)
      for (const id of Object.keys(messages)) owners.set(id, [...(owners.get(id) ?? []), name]);
    const twice = [...owners].filter(([, names]) => names.length > 1).map(([id, names]) => `${id}: ${names}`);
    expect(twice).toEqual([]);
    // Every domain's messages reach the one lookup the envelope words failures with.
    expect([...owners.keys()].filter((id) => !isMessageId(id))).toEqual([]);
  });

  it('have unique names, and routes only with a base path under /api', () => {
    expect(new Set(domains.map((d) => d.name)).size).toBe(domains.length);
    for (const d of domains) {
      expect(Boolean(d.routes), d.name).toBe(Boolean(d.basePath));
      if (d.basePath) expect(d.basePath, d.name).toMatch(/^\/api(\/[a-z-]+)*$/);
    }
  });

  it("never import another domain's routes (stores, events and request-helpers only)", () => {
    const offenders: string[] = [];
    for (const dir of readdirSync(here, { withFileTypes: true }).filter((e) => e.isDirectory())) {
      for (const file of readdirSync(path.join(here, dir.name)).filter((f) => f.endsWith('.ts'))) {
        const source = readFileSync(path.join(here, dir.name, file), 'utf8');
        for (const [, target] of source.matchAll(/from '(\.\.\/[^']+)'/g))
          if (/^\.\.\/[^./][^/]*\/(dev-)?routes$/.test(target!))
            offenders.push(`${dir.name}/${file} -> ${target}`);
      }
    }
    expect(offenders).toEqual([]);
  });
});
