import type { Endpoint } from '../common';
import { devCheckInRecorded, devCheckInYesterday } from '../check-in';

export const checkInDevEndpoints: Endpoint[] = [
  {
    method: 'POST',
    path: '/__dev/check-in/yesterday?subApp=',
    auth: 'dev only (AUTHORIZE_TOKEN of the sub-app)',
    request: devCheckInYesterday,
    response: devCheckInRecorded,
    about:
      'Record the caller’s check-in for yesterday (business day, no points): the stand-in’s clock does not move in e2e.',
  },
];
