import { libConfig } from '../../../vite.shared.ts';
// Isolated: with one module graph per worker, list-screen.test.tsx failed after another file ran (shared module state).
export default libConfig(import.meta.dirname, 'jsdom', { isolate: true });
