import type { Endpoint } from '../common';
import { createTvCodeRequest, createdTvCode } from '../downloads';

export const downloadsDevEndpoints: Endpoint[] = [
  {
    method: 'POST',
    path: '/__dev/tv-login/codes',
    auth: 'dev only',
    request: createTvCodeRequest,
    response: createdTvCode,
    about:
      'What a TV does when it shows its sign-in code: a new pending code of the sub-app (ageMs: asked that long ago).',
  },
];
