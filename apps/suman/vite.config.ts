import { appConfig } from '../../vite.shared.ts';
export default appConfig('suman', import.meta.dirname);
