/** Class-pass cards and recorded classes: screens branch on these codes, never on the wording. */
export const COURSE_MEDIA_CODES = {
  cardNotFound: 4451,
  playbackNotFound: 4452,
  ticketInvalid: 4453,
} as const;
