import { z } from 'zod';
import { page, type Endpoint } from './common';

/** One gift-cards of the signed-in user; `done` is what the one action of the domain sets. */
export const giftCardsItem = z.object({
  id: z.number().int(),
  title: z.string(),
  done: z.boolean(),
  createdAt: z.string(),
});
export const giftCardsPage = page(giftCardsItem);

export type GiftCardsItem = z.infer<typeof giftCardsItem>;
export type GiftCardsPage = z.infer<typeof giftCardsPage>;

const token = 'AUTHORIZE_TOKEN (403)';
export const giftCardsEndpoints: Endpoint[] = [
  {
    method: 'GET',
    path: '/api/gift-cards?subApp=&page=&pageSize=',
    auth: token,
    request: null,
    response: giftCardsPage,
    about: 'The signed-in user’s gift-cards in this sub-app, newest first.',
  },
  {
    method: 'GET',
    path: '/api/gift-cards/:id?subApp=',
    auth: token,
    request: null,
    response: giftCardsItem,
    about: 'One gift-cards of the caller (404 for an unknown or foreign id).',
  },
  {
    method: 'POST',
    path: '/api/gift-cards/:id/done?subApp=',
    auth: token,
    request: null,
    response: giftCardsItem,
    about: 'Mark one gift-cards of the caller done; doing it again changes nothing (404 otherwise).',
  },
];
