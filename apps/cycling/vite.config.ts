import { appConfig } from '../../vite.shared.ts';
export default appConfig('cycling', import.meta.dirname);
