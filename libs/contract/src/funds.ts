import { z } from 'zod';
import { msg, type Endpoint } from './common';

export * from './codes/funds';

/**
 * Community fund votes (bay): a proposal for an amount of the community fund, put to the members'
 * vote over a period. One vote per user per fund; the tally is read live. Times are ISO strings,
 * the amount integer fen; the status is the server's, from its own clock.
 */

export const fundStatus = z.enum(['not_started', 'open', 'closed']);

export const fundOptionTally = z.object({
  id: z.number().int().positive(),
  /** In the caller's language. */
  label: z.string(),
  votes: z.number().int().nonnegative(),
});

/** The live count of a fund: what the page reads again while open and right after a vote. */
export const fundTally = z.object({
  fundId: z.number().int().positive(),
  status: fundStatus,
  totalVotes: z.number().int().nonnegative(),
  options: z.array(fundOptionTally),
  /** The caller's option; null signed out or not voted. */
  myVote: z.number().int().positive().nullable(),
  /** Once closed: the option(s) with the most votes (a tie names each; none without votes). Empty before. */
  winners: z.array(z.number().int().positive()),
});

export const fundDetail = z.object({
  id: z.number().int().positive(),
  title: z.string(),
  description: z.string(),
  /** The amount asked from the fund, in fen. */
  amount: z.number().int().nonnegative(),
  /** Who proposed it, as shown to members. */
  proposer: z.string(),
  startAt: z.string(),
  endAt: z.string(),
  tally: fundTally,
});

export const fundVoteRequest = z.object({
  optionId: z.number(msg('invalid_params')).int(msg('invalid_params')).positive(msg('invalid_params')),
});

/** A refusal's data for notStarted (see FUND_CODES). */
export const fundRefusal = z.object({ startAt: z.string().optional() });

export type FundStatus = z.infer<typeof fundStatus>;
export type FundOptionTally = z.infer<typeof fundOptionTally>;
export type FundTally = z.infer<typeof fundTally>;
export type FundDetail = z.infer<typeof fundDetail>;
export type FundVoteRequest = z.infer<typeof fundVoteRequest>;

const token = 'AUTHORIZE_TOKEN (403)';
const optional = 'optional AUTHORIZE_TOKEN';
export const fundsEndpoints: Endpoint[] = [
  {
    method: 'GET',
    path: '/api/funds/:id?subApp=',
    auth: optional,
    request: null,
    response: fundDetail,
    about:
      'A fund proposal with its tally (the page opens signed out; myVote is the caller’s when signed in). 4901 for an unknown id or another sub-app’s.',
  },
  {
    method: 'GET',
    path: '/api/funds/:id/tally?subApp=',
    auth: optional,
    request: null,
    response: fundTally,
    about: 'The live tally of a fund (read again while its page is open). 4901 for an unknown id.',
  },
  {
    method: 'POST',
    path: '/api/funds/:id/vote?subApp=',
    auth: token,
    request: fundVoteRequest,
    response: fundTally,
    about:
      'Casts the caller’s one vote on a fund (UNIQUE per user and fund: of two at once one counts). 4901 unknown fund, 4902 unknown option, 4903 voted already, 4904 not started ({ startAt }), 4905 closed.',
  },
];
