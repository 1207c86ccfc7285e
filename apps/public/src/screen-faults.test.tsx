import { describeScreenFaults } from '@yoga/testing';
import { agreementsHandlers } from '@yoga/feature-agreements/testing';
import { routes } from './routes';

// Every screen of this app under the four server faults (issue 29; libs/testing/src/screen-faults.tsx).
describeScreenFaults({
  routes,
  handlers: [agreementsHandlers].flatMap((h) => (typeof h === 'function' ? h() : h)),
});
