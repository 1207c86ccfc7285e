import { appConfig } from '../../vite.shared.ts';
export default appConfig('bay', import.meta.dirname);
