import type { Plugin } from 'vite';

// Lingui's macros (t`…`, <Trans>, msg`…`) are a Babel plugin. Handed to @vitejs/plugin-react, Babel
// parses and prints every source file, though fewer than half import a macro (394 of 933) and the
// rest need nothing from it: Vite's own transform strips types and compiles JSX. Here Babel sees only
// the files that import a macro, which cut each test project's and build's transform time.
const MACRO_IMPORT = /from\s+['"]@lingui\/(?:core\/|react\/)?macro['"]/;

/** Lingui's macros compiled in the modules that import one (application code, not node_modules). */
export function linguiMacro(): Plugin {
  return {
    name: 'yoga:lingui-macro',
    enforce: 'pre',
    transform: {
      filter: { id: { include: /\.[cm]?[jt]sx?(?:$|\?)/, exclude: /node_modules/ }, code: MACRO_IMPORT },
      async handler(code, id) {
        const [file] = id.split('?');
        const { transformAsync } = await import('@babel/core');
        const result = await transformAsync(code, {
          babelrc: false,
          configFile: false,
          filename: file,
          sourceFileName: file,
          sourceMaps: true,
          // A .ts file cannot hold JSX, and parsing it as JSX misreads a generic arrow `<T>(x) =>`.
          parserOpts: {
            sourceType: 'module',
            plugins: [...(file!.endsWith('.ts') ? [] : ['jsx' as const]), 'typescript'],
          },
          generatorOpts: { importAttributesKeyword: 'with' },
          plugins: ['@lingui/babel-plugin-lingui-macro'],
        });
        return result?.code == null ? null : { code: result.code, map: result.map };
      },
    },
  };
}
