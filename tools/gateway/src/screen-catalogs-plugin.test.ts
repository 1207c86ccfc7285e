import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
// The shared build config's plugins belong to no project (like vite.shared.ts itself).
/* eslint-disable @nx/enforce-module-boundaries */
import { screenFiles } from '../../vite/screen-catalogs';
import { edgesOf, passOn } from '../../vite/module-graph';
/* eslint-enable @nx/enforce-module-boundaries */

const features = path.resolve(import.meta.dirname, '../../../libs/features');

describe('screen catalogs (Vite plugin of app builds)', () => {
  it('finds the module of each screen, loaded directly or through a named loader', () => {
    const map = `const documents = () => import('./document-screens');
export const xScreens = withCatalog(
  catalog,
  {
    /** list */
    list: () => import('./x-list-screen'),
    byKey: () => documents().then((m) => ({ default: m.ByKey })),
    feedback: () =>
      import('./feedback-screen').then((m) => ({ default: m.Feedback })),
  } satisfies ScreenMap,
  { list: msg\`列表\`, byKey: msg\`文档\`, feedback: msg\`反馈\` },
);`;
    expect(Object.fromEntries(screenFiles(map))).toEqual({
      list: './x-list-screen',
      byKey: './document-screens',
      feedback: './feedback-screen',
    });
  });

  it('knows every screen of every feature, so each gets its own piece of the catalog', () => {
    for (const f of readdirSync(features)) {
      const code = readFileSync(path.join(features, f, 'src/screens.ts'), 'utf8');
      const keys = [...code.matchAll(/^ {4}(\w+): \(\) =>/gm)].map((m) => m[1]);
      expect(keys.length, f).toBeGreaterThan(0);
      expect([...screenFiles(code).keys()].sort(), f).toEqual([...new Set(keys)].sort());
    }
  });

  it('reads which names a module takes from where, so a barrel is followed only for those', () => {
    const code = `import { jsx } from "react/jsx-runtime";
import Shell, { PageShell, Skeleton as Bones } from "@yoga/ui";
import * as all from "./all";
import "./side.css";
export { CopyButton, copyText as copy } from "./commerce/copy-button";
export * from "./states";
const Panel = lazy(() => import("./store-panel"));`;
    const e = edgesOf(code);
    expect(e.imports).toEqual([
      { spec: 'react/jsx-runtime', names: new Set(['jsx']) },
      { spec: '@yoga/ui', names: new Set(['default', 'PageShell', 'Skeleton']) },
      { spec: './all', names: '*' },
      { spec: './side.css', names: new Set() },
    ]);
    const [copy, states] = e.reexports;
    expect(states).toEqual({ spec: './states', names: '*' });
    expect(passOn(copy!.names, new Set(['PageShell']))).toBeNull();
    expect(passOn(copy!.names, new Set(['copy']))).toEqual(new Set(['copyText']));
    expect(passOn(copy!.names, '*')).toEqual(new Set(['CopyButton', 'copyText']));
    expect(e.dynamic).toEqual(['./store-panel']);
  });
});
