import { z } from 'zod';
import { msg } from './common';
// Plain values live in ./codes (the zod-free `@yoga/contract/codes` entry); re-exported for the server.
export { POINTS_MAX_SHARE, POINTS_PER_YUAN, pointsUsable, pointsValue } from './codes/points';

/**
 * Points an order asks to use (course_pay, the store's order sheet); absent means none. The server
 * checks them against the balance and the cap and computes what they take off itself.
 */
export const pointsToUse = z
  .number(msg('invalid_params'))
  .int(msg('invalid_params'))
  .min(0, msg('invalid_params'))
  .max(10_000_000, msg('invalid_params'))
  .optional();
