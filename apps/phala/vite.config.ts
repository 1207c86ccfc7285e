import { appConfig } from '../../vite.shared.ts';
export default appConfig('phala', import.meta.dirname);
