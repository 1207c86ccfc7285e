import { libConfig } from '../../../vite.shared.ts';
export default libConfig(import.meta.dirname);
