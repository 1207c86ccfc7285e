/**
 * Feedback tickets' business codes and limits (block 5150–5199): screens branch on these, never on
 * the worded message. Plain values, no imports.
 */
export const FEEDBACK_CODES = {
  /** The text is shorter than FEEDBACK_TEXT_MIN or longer than FEEDBACK_TEXT_MAX characters. */
  textLength: 5151,
  /** No such category in this sub-app. */
  categoryUnknown: 5152,
  /** A photo id is not an upload of the caller's (or more than FEEDBACK_PHOTOS_MAX). */
  photoInvalid: 5153,
  /** The contact is not a mainland mobile number. */
  contactInvalid: 5154,
  /** A closed ticket takes no more messages. */
  ticketClosed: 5155,
} as const;

export const FEEDBACK_TEXT_MIN = 10;
export const FEEDBACK_TEXT_MAX = 500;
/** A follow-up message: 1..FEEDBACK_MESSAGE_MAX characters. */
export const FEEDBACK_MESSAGE_MAX = 500;
export const FEEDBACK_PHOTOS_MAX = 9;
/** A mainland mobile number, the optional contact of a ticket. */
export const FEEDBACK_CONTACT_PATTERN = /^1[3-9]\d{9}$/;
/** The client's key of one submission: a double tap or a retry sends the same key and makes one ticket. */
export const FEEDBACK_REQUEST_ID_PATTERN = /^[A-Za-z0-9_-]{8,64}$/;
