import { appConfig } from '../../vite.shared.ts';
export default appConfig('onmat', import.meta.dirname);
