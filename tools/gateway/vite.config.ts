import { defineConfig } from 'vite';
import path from 'node:path';

// The gateway is built into plain Node modules (the registry bundled in), so it runs without a
// TypeScript loader in production and in CI.
export default defineConfig({
  root: import.meta.dirname,
  build: {
    ssr: true,
    target: 'node20',
    outDir: path.resolve(import.meta.dirname, '../../dist/tools/gateway'),
    emptyOutDir: true,
    rollupOptions: {
      input: { server: 'src/server-cli.ts', nginx: 'src/nginx-cli.ts' },
      output: { entryFileNames: '[name].mjs', format: 'es' },
    },
  },
});
