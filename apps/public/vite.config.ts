import { appConfig } from '../../vite.shared.ts';
export default appConfig('public', import.meta.dirname);
