import { defineConfig } from 'vite';
import path from 'node:path';

// Built into a plain Node module; hono and better-sqlite3 stay in node_modules (native addon).
export default defineConfig({
  root: import.meta.dirname,
  build: {
    ssr: true,
    target: 'node20',
    outDir: path.resolve(import.meta.dirname, '../../dist/tools/dev-api'),
    emptyOutDir: true,
    rollupOptions: {
      input: { server: 'src/server-cli.ts' },
      output: { entryFileNames: '[name].mjs', format: 'es' },
    },
  },
});
