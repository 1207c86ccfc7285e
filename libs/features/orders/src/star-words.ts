import { msg } from '@lingui/core/macro';

/** How a course went, 1 star first (the kit's StarRating takes the words of its scale). */
export const starWords = [msg`很差`, msg`较差`, msg`一般`, msg`满意`, msg`非常满意`];
