import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { routesTestedElsewhere } from './screen-faults';

function table(dir: string, name: string, body: string): string {
  const file = path.join(dir, name);
  writeFileSync(file, `export const routes = defineRoutes([\n${body}\n]);\n`);
  return file;
}

describe('routesTestedElsewhere', () => {
  it('leaves to the other suite only the routes wired to the same screen at the same name', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'faults-'));
    const ownRoutes = table(
      dir,
      'own.ts',
      `{ path: '/phala/login', auth: false, screen: loginScreens.login },
  {
    path: '/phala/teacher/class_info',
    title: msg\`课程\`,
    screen: coachClassesScreens.info,
  },
  { path: '/phala/store', screen: shopScreens.phalaStore },
  { path: '/phala/only_here', screen: talentScreens.apply },`,
    );
    const otherRoutes = table(
      dir,
      'other.ts',
      `{ path: '/onmat/login', auth: false, screen: loginScreens.login },
  { path: '/onmat/teacher/class_info', screen: coachClassesScreens.info },
  { path: '/onmat/store', screen: shopScreens.store },`,
    );
    const prefixes: [string, string][] = [
      ['/phala/teacher', '/onmat/teacher'],
      ['/phala', '/onmat'],
    ];
    expect([...routesTestedElsewhere({ ownRoutes, otherRoutes, prefixes })].sort()).toEqual([
      '/phala/login',
      '/phala/teacher/class_info',
    ]);
  });
});
