import type { Endpoint } from '../common';
import { devLotteryActivity, devLotteryActivityMade } from '../lottery';

export const lotteryDevEndpoints: Endpoint[] = [
  {
    method: 'POST',
    path: '/__dev/lottery/activities',
    auth: 'dev only',
    request: devLotteryActivity,
    response: devLotteryActivityMade,
    about:
      'A new running activity of the sub-app with 3 chances, whose only prize with stock is a physical item: every draw wins it.',
  },
];
