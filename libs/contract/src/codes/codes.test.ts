import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BUSINESS_CODES, CODE_RANGES, NOT_FOUND_CODES, type CodeDomain } from './index';

const domains = Object.keys(CODE_RANGES) as CodeDomain[];

describe('@yoga/contract/codes', () => {
  it('keeps every code inside its domain’s range', () => {
    for (const d of domains) {
      const [lo, hi] = CODE_RANGES[d];
      for (const [name, code] of Object.entries(BUSINESS_CODES[d]))
        expect({ domain: d, name, code, inRange: code >= lo && code <= hi }).toMatchObject({ inRange: true });
    }
  });

  it('gives no two failures the same code', () => {
    const seen = new Map<number, string>();
    for (const d of domains)
      for (const [name, code] of Object.entries(BUSINESS_CODES[d])) {
        expect(seen.get(code), `${d}.${name} reuses ${code}`).toBeUndefined();
        seen.set(code, `${d}.${name}`);
      }
  });

  it('lists as not-found exactly the codes named "…NotFound" (plain numbers, checked here)', () => {
    const named = Object.values(BUSINESS_CODES).flatMap((codes) =>
      Object.entries(codes)
        .filter(([name]) => name.endsWith('NotFound'))
        .map(([, code]) => code),
    );
    expect([...NOT_FOUND_CODES].sort()).toEqual([404, ...named].sort());
  });

  it('has ranges that do not overlap', () => {
    const sorted = domains.map((d) => CODE_RANGES[d]).sort((a, b) => a[0] - b[0]);
    for (let i = 1; i < sorted.length; i++) expect(sorted[i]![0]).toBeGreaterThan(sorted[i - 1]![1]);
  });

  it('imports nothing from outside its folder (no zod in a screen’s bundle)', () => {
    const dir = new URL('.', import.meta.url);
    for (const f of readdirSync(dir).filter((n) => n.endsWith('.ts') && !n.endsWith('.test.ts'))) {
      const src = readFileSync(new URL(f, dir), 'utf8');
      const specifiers = [...src.matchAll(/from\s+'([^']+)'/g)].map((m) => m[1]!);
      expect(
        specifiers.filter((s) => !s.startsWith('./')),
        f,
      ).toEqual([]);
    }
  });
});

describe('isCityName', () => {
  it('takes a city as people write it and refuses a number', async () => {
    const { isCityName, repFormProblems } = await import('./index');
    for (const ok of ['杭州', '上海市', "Xi'an", 'St. Louis', 'New York', 'Ürümqi'])
      expect(isCityName(ok)).toBe(true);
    for (const bad of ['15', '杭州1', '---', '   ', '@@']) expect(isCityName(bad)).toBe(false);
    expect(
      repFormProblems({ name: '李', phone: '13800138000', city: '15', reason: '我想成为学员代表帮助大家' })
        .city,
    ).toBe('format');
  });
});
