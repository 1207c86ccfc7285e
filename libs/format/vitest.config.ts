import { libConfig } from '../../vite.shared.ts';

// The tests run in a zone that is not the business's (New York, with summer time), so every test
// proves that times are shown in China time whatever the phone's zone. Set before the workers start.
process.env.TZ = 'America/New_York';

export default libConfig(import.meta.dirname);
