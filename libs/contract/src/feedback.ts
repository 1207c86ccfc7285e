import { z } from 'zod';
import { page, subAppId, type Endpoint } from './common';
import {
  FEEDBACK_CONTACT_PATTERN,
  FEEDBACK_MESSAGE_MAX,
  FEEDBACK_PHOTOS_MAX,
  FEEDBACK_REQUEST_ID_PATTERN,
  FEEDBACK_TEXT_MAX,
  FEEDBACK_TEXT_MIN,
} from './codes/feedback';
import { textLength } from './codes/common';

export * from './codes/feedback';

/**
 * Feedback tickets: a user's question or problem with a category, text, photos (uploads of their
 * own, POST /api/uploads) and an optional contact number; support replies in a thread the user can
 * follow up. Times are ISO strings. Status: open (waiting for support), replied, closed.
 */
export const feedbackStatus = z.enum(['open', 'replied', 'closed']);

export const feedbackCategory = z.object({ key: z.string(), name: z.string() });
export const feedbackCategories = z.array(feedbackCategory);

export const feedbackPhoto = z.object({ id: z.string(), url: z.string() });

/** One ticket in the caller's list: the start of its text, its status and when it last changed. */
export const feedbackTicketSummary = z.object({
  id: z.number().int().positive(),
  category: z.string(),
  excerpt: z.string(),
  status: feedbackStatus,
  photoCount: z.number().int().nonnegative(),
  /** Messages after the ticket's own text (support's replies and the user's follow-ups). */
  replyCount: z.number().int().nonnegative(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export const feedbackPage = page(feedbackTicketSummary);

export const feedbackMessage = z.object({
  id: z.number().int().positive(),
  from: z.enum(['user', 'support']),
  text: z.string(),
  createdAt: z.string(),
});

/** A ticket with its thread, oldest message first. `contact` is masked (138****8000). */
export const feedbackTicket = z.object({
  id: z.number().int().positive(),
  category: feedbackCategory,
  text: z.string(),
  status: feedbackStatus,
  photos: z.array(feedbackPhoto),
  contact: z.string().nullable(),
  messages: z.array(feedbackMessage),
  createdAt: z.string(),
  updatedAt: z.string(),
});

export const feedbackSubmitRequest = z.object({
  /** The client's key of this submission: the same key again returns the first ticket. */
  requestId: z.string().regex(FEEDBACK_REQUEST_ID_PATTERN),
  category: z.string().min(1).max(32),
  text: z.string().refine((s) => textLength(s) >= FEEDBACK_TEXT_MIN && textLength(s) <= FEEDBACK_TEXT_MAX),
  photoIds: z.array(z.string().regex(/^[a-f0-9]{32}$/)).max(FEEDBACK_PHOTOS_MAX),
  /** Optional: a mainland mobile number; empty or absent for none. */
  contact: z
    .string()
    .trim()
    .refine((s) => s === '' || FEEDBACK_CONTACT_PATTERN.test(s))
    .optional(),
});

export const feedbackFollowUpRequest = z.object({
  text: z.string().refine((s) => textLength(s) >= 1 && textLength(s) <= FEEDBACK_MESSAGE_MAX),
});

export type FeedbackStatus = z.infer<typeof feedbackStatus>;
export type FeedbackCategory = z.infer<typeof feedbackCategory>;
export type FeedbackPhoto = z.infer<typeof feedbackPhoto>;
export type FeedbackTicketSummary = z.infer<typeof feedbackTicketSummary>;
export type FeedbackPage = z.infer<typeof feedbackPage>;
export type FeedbackMessage = z.infer<typeof feedbackMessage>;
export type FeedbackTicket = z.infer<typeof feedbackTicket>;
export type FeedbackSubmitRequest = z.infer<typeof feedbackSubmitRequest>;
export type FeedbackFollowUpRequest = z.infer<typeof feedbackFollowUpRequest>;

const token = 'AUTHORIZE_TOKEN (403)';
export const feedbackEndpoints: Endpoint[] = [
  {
    method: 'GET',
    path: '/api/feedback/categories?subApp=',
    auth: 'none',
    request: null,
    response: feedbackCategories,
    about: 'The categories a ticket can have in this sub-app, in the caller’s language.',
  },
  {
    method: 'POST',
    path: '/api/feedback?subApp=',
    auth: token,
    request: feedbackSubmitRequest,
    response: feedbackTicket,
    about:
      'Opens a ticket. The same requestId again returns the first ticket (a double tap makes one). 5151 text length, 5152 unknown category, 5153 a photo not uploaded by the caller, 5154 contact not a mobile number.',
  },
  {
    method: 'GET',
    path: '/api/feedback?subApp=&page=&pageSize=',
    auth: token,
    request: null,
    response: feedbackPage,
    about: 'The caller’s tickets in this sub-app, the most recently changed first.',
  },
  {
    method: 'GET',
    path: '/api/feedback/:id?subApp=',
    auth: token,
    request: null,
    response: feedbackTicket,
    about: 'One ticket of the caller with its thread (404 for an unknown or foreign id).',
  },
  {
    method: 'POST',
    path: '/api/feedback/:id/messages?subApp=',
    auth: token,
    request: feedbackFollowUpRequest,
    response: feedbackTicket,
    about: 'The caller adds a follow-up; the ticket is open again. 5155 when it is closed; 404 otherwise.',
  },
];

/** Development-only: support replies to a ticket (the e2e journey sees the reply in the thread). */
export const devFeedbackReply = z.object({
  subApp: subAppId,
  id: z.number().int().positive(),
  text: z.string().min(1).max(500),
});
