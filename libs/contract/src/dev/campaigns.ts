import type { Endpoint } from '../common';
import { campaignEvent, devCampaignEventSet, devRepDecide, repApplication } from '../campaigns';

export const campaignsDevEndpoints: Endpoint[] = [
  {
    method: 'POST',
    path: '/__dev/campaigns/event',
    auth: 'dev only',
    request: devCampaignEventSet,
    response: campaignEvent,
    about: 'Sets an event’s free seats (sign-ups kept) or ends it; the event as a visitor sees it.',
  },
  {
    method: 'POST',
    path: '/__dev/campaigns/representative/decide',
    auth: 'dev only',
    request: devRepDecide,
    response: repApplication,
    about: 'Accepts or refuses (with a reason) the application of the user with that phone.',
  },
];
