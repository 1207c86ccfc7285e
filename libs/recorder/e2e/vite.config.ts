import path from 'node:path';
import { libConfig, workspaceRoot } from '../../../vite.shared.ts';

export const port = Number(process.env.RECORDER_E2E_PORT ?? 4317);

// Builds the fixture page like an app build (so the encoder's chunk split is the real one) and
// serves it with `vite preview`. recorder.test is the name the insecure-page test reaches it by.
export default {
  ...libConfig(import.meta.dirname),
  build: {
    outDir: path.join(workspaceRoot, 'tmp/recorder-e2e/dist'),
    emptyOutDir: true,
    target: 'es2020',
    rollupOptions: { input: path.join(import.meta.dirname, 'fixture.html') },
  },
  preview: { port, strictPort: true, allowedHosts: ['recorder.test'] },
};
