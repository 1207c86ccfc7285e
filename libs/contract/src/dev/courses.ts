import type { Endpoint } from '../common';
import { devFreeClassRequest, freeClass } from '../courses';

export const coursesDevEndpoints: Endpoint[] = [
  {
    method: 'POST',
    path: '/__dev/courses/free-class',
    auth: 'dev only',
    request: devFreeClassRequest,
    response: freeClass,
    about:
      'Add a free class to today of the sub-app’s brand, starting a number of minutes from now (negative: already started).',
  },
];
