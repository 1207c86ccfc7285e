import { libConfig } from '../../vite.shared.ts';
// Isolated: with one module graph per worker, region/area-data.test.ts failed after another file ran (shared module state).
export default libConfig(import.meta.dirname, 'jsdom', { isolate: true });
