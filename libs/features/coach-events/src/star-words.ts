import { msg } from '@lingui/core/macro';

/** The five words of an event's rating, 1 star first. */
export const starWords = [msg`很差`, msg`较差`, msg`一般`, msg`满意`, msg`非常满意`] as const;
