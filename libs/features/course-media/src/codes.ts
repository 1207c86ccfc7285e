import type { COURSE_MEDIA_CODES } from '@yoga/contract';

/** The contract's codes as literals (zod stays out of the bundle); the type fails if they drift. */
export const codes: typeof COURSE_MEDIA_CODES = {
  cardNotFound: 4301,
  playbackNotFound: 4302,
  ticketInvalid: 4303,
};
