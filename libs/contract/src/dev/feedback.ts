import type { Endpoint } from '../common';
import { devFeedbackReply, feedbackTicket } from '../feedback';

export const feedbackDevEndpoints: Endpoint[] = [
  {
    method: 'POST',
    path: '/__dev/feedback/reply',
    auth: 'dev only',
    request: devFeedbackReply,
    response: feedbackTicket,
    about: 'Support replies to a ticket of any user in the sub-app; the ticket becomes replied.',
  },
];
