import { appConfig } from '../../vite.shared.ts';
export default appConfig('slim', import.meta.dirname);
