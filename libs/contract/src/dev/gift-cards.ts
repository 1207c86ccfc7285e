import type { Endpoint } from '../common';
import { devGiftCardDemo, devGiftCardIssue, devGiftCardIssued } from '../gift-cards';

export const giftCardsDevEndpoints: Endpoint[] = [
  {
    method: 'POST',
    path: '/__dev/gift-cards/issue',
    auth: 'dev only',
    request: devGiftCardIssue,
    response: devGiftCardIssued,
    about: 'Issue a new gift card of a type in the sub-app’s brand, valid for a year; its code.',
  },
  {
    method: 'GET',
    path: '/__dev/gift-cards/demo?subApp=',
    auth: 'dev only',
    request: null,
    response: devGiftCardDemo,
    about:
      'The brand’s seeded demo codes (the same on every machine): three new, one used, one expired per type.',
  },
];
