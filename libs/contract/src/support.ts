import { z } from 'zod';
import { msg, type Endpoint } from './common';
import { SUPPORT_CATEGORY_PATTERN, SUPPORT_DEVICE_PATTERN, SUPPORT_SEARCH_MAX } from './codes/support';

export * from './codes/support';

/**
 * The help centre of each brand: the service page (common questions, the phone, online hours with
 * whether someone is online now, the chat id) and the FAQ (questions by category, searched on the
 * server in either language, an answer with "was this helpful" counted once per account or device).
 * Answers are plain paragraphs, never HTML. Everything is open signed out; a vote made with a token
 * must carry the sub-app's own.
 */

export const supportQuestionSummary = z.object({
  id: z.number().int().positive(),
  category: z.string(),
  question: z.string(),
});

/** A common question on the service page, its answer inline (the page expands it in place). */
export const supportCommonQuestion = supportQuestionSummary.extend({ answer: z.array(z.string()) });

export const supportHours = z.object({
  /** Days of the week it is open, 1 Monday … 7 Sunday, in the business's time zone. */
  days: z.array(z.number().int().min(1).max(7)),
  /** Today's opening and closing instants (ISO): the screen shows them as the business's wall clock. */
  opensAt: z.string(),
  closesAt: z.string(),
});

export const supportService = z.object({
  /** The service line as dialled (digits and dashes). */
  phone: z.string(),
  /** The service account's id in the chat app, for the user to copy and add. */
  chatId: z.string(),
  hours: supportHours,
  /** Whether the online service is open at the server's now. */
  online: z.boolean(),
  /** When it opens next (ISO), null while open. */
  nextOpenAt: z.string().nullable(),
  common: z.array(supportCommonQuestion),
});

export const supportCategory = z.object({ key: z.string(), name: z.string(), count: z.number().int() });
export const supportCategories = z.object({ list: z.array(supportCategory) });

export const supportQuestionsQuery = z.object({
  /** Matched case-insensitively against the question and the answer, in Chinese and in English. */
  q: z.string(msg('invalid_params')).trim().max(SUPPORT_SEARCH_MAX, msg('invalid_params')).optional(),
  category: z.string(msg('invalid_params')).regex(SUPPORT_CATEGORY_PATTERN, msg('invalid_params')).optional(),
});
export const supportQuestionList = z.object({ list: z.array(supportQuestionSummary) });

export const supportDevice = z
  .string(msg('invalid_params'))
  .regex(SUPPORT_DEVICE_PATTERN, msg('invalid_params'));
export const supportQuestionQuery = z.object({ device: supportDevice.optional() });

export const supportVoteValue = z.enum(['yes', 'no'], msg('invalid_params'));
export const supportQuestion = supportQuestionSummary.extend({
  categoryName: z.string(),
  answer: z.array(z.string()),
  helpful: z.object({ yes: z.number().int(), no: z.number().int() }),
  /** What this account (or this device, signed out) said, null before it says. */
  myVote: supportVoteValue.nullable(),
});

export const supportVoteRequest = z.object({ vote: supportVoteValue, device: supportDevice });

export type SupportQuestionSummary = z.infer<typeof supportQuestionSummary>;
export type SupportCommonQuestion = z.infer<typeof supportCommonQuestion>;
export type SupportHours = z.infer<typeof supportHours>;
export type SupportService = z.infer<typeof supportService>;
export type SupportCategory = z.infer<typeof supportCategory>;
export type SupportCategories = z.infer<typeof supportCategories>;
export type SupportQuestionList = z.infer<typeof supportQuestionList>;
export type SupportQuestion = z.infer<typeof supportQuestion>;
export type SupportVoteRequest = z.infer<typeof supportVoteRequest>;
export type SupportVote = z.infer<typeof supportVoteValue>;

export const supportEndpoints: Endpoint[] = [
  {
    method: 'GET',
    path: '/api/support/service?subApp=',
    auth: 'none',
    request: null,
    response: supportService,
    about:
      'The brand’s service page: phone, chat id, online hours with whether it is open now (and when it opens next), and the common questions with their answers, in the caller’s language.',
  },
  {
    method: 'GET',
    path: '/api/support/categories?subApp=',
    auth: 'none',
    request: null,
    response: supportCategories,
    about: 'The brand’s FAQ categories with how many questions each holds.',
  },
  {
    method: 'GET',
    path: '/api/support/questions?subApp=&q=&category=',
    auth: 'none',
    request: null,
    response: supportQuestionList,
    about:
      'The brand’s questions, of one category when given, matching `q` (case-insensitive, in the question or answer, Chinese or English).',
  },
  {
    method: 'GET',
    path: '/api/support/questions/:id?subApp=&device=',
    auth: 'optional AUTHORIZE_TOKEN',
    request: null,
    response: supportQuestion,
    about:
      'One question with its answer, the helpful counts and what this account (with a token) or device said. 5050 for a question not of this brand.',
  },
  {
    method: 'POST',
    path: '/api/support/questions/:id/vote?subApp=',
    auth: 'optional AUTHORIZE_TOKEN',
    request: supportVoteRequest,
    response: supportQuestion,
    about:
      'Says whether the answer helped, once per account (signed in: a token of this sub-app, else 403) or per device (signed out). 5051 when already said; answers the question with the new counts.',
  },
];
