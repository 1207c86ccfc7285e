import { describe, expect, it } from 'vitest';
import type { Plugin } from 'vite';
// The shared build config's plugins belong to no project (like vite.shared.ts itself).
/* eslint-disable @nx/enforce-module-boundaries */
import { linguiMacro } from '../../vite/lingui-macro';
/* eslint-enable @nx/enforce-module-boundaries */

type Handler = (code: string, id: string) => Promise<{ code: string } | null>;
const plugin = linguiMacro() as Plugin & {
  transform: { filter: { id: { include: RegExp; exclude: RegExp }; code: RegExp }; handler: Handler };
};
/** What the plugin makes of a module: null when Vite's filter would not hand it over. */
async function transform(code: string, id: string): Promise<string | null> {
  const { filter, handler } = plugin.transform;
  if (!filter.id.include.test(id) || filter.id.exclude.test(id) || !filter.code.test(code)) return null;
  return (await handler(code, id))?.code ?? null;
}

describe('linguiMacro (Vite plugin of every build and test)', () => {
  it("compiles a screen's macros to Lingui's runtime calls, keeping its types for Vite's own transform", async () => {
    const out = await transform(
      [
        "import { Trans, useLingui } from '@lingui/react/macro';",
        'export function Hello({ name }: { name: string }) {',
        '  const { t } = useLingui();',
        '  return <p title={t`你好`}><Trans>欢迎 {name}</Trans></p>;',
        '}',
      ].join('\n'),
      '/repo/libs/features/x/src/hello.tsx',
    );
    expect(out).not.toContain('/macro');
    expect(out).toContain('@lingui/react');
    expect(out).toMatch(/name: string/);
    expect(out).not.toMatch(/t`/);
  });

  it('reads a .ts file as TypeScript, not JSX (a generic arrow stays one)', async () => {
    const out = await transform(
      "import { msg } from '@lingui/core/macro';\nexport const first = <T,>(xs: T[]): T | undefined => xs[0];\nexport const title = msg`标题`;",
      '/repo/libs/features/x/src/words.ts',
    );
    expect(out).toContain('(xs: T[]): T | undefined');
    expect(out).not.toContain('/macro');
  });

  it('leaves modules without a macro, and node_modules, to Vite', async () => {
    expect(await transform('export const a = 1;', '/repo/libs/ui/src/a.ts')).toBeNull();
    expect(
      await transform("import { t } from '@lingui/core/macro';", '/repo/node_modules/x/index.js'),
    ).toBeNull();
  });
});
