import { appConfig } from '../../vite.shared.ts';
export default appConfig('beaticam', import.meta.dirname);
