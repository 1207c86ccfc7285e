import { describeScreenFaults } from '@yoga/testing';
import { agreementsHandlers } from '@yoga/feature-agreements/testing';
import { routes } from './routes';

// Every screen of this app under the four server faults (issue 29; libs/testing/src/screen-faults.tsx).
describeScreenFaults({
  routes,
  exempt: {
    '/': 'the list of sub-apps, from the registry',
    '/public/video': 'plays the video its link names; asks the API nothing',
    '/404-1': 'a fixed notice',
    '/end': 'a fixed notice',
    '/public/empty': 'an empty page by design',
    '/device_info': "shows the device's own details",
  },
  handlers: [agreementsHandlers],
});
