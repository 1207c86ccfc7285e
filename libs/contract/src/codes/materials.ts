/**
 * Coach materials' and student homework's business codes and limits (block 5400–5449): screens branch
 * on these, never on the worded message. Plain values, no imports.
 */
export const MATERIAL_CODES = {
  /** No such class, upload or record for the caller (unknown or someone else's). */
  materialNotFound: 5400,
  /** A coach endpoint was called with a student's sub-app and token. */
  coachOnly: 5401,
  /** A student endpoint was called with a coach's sub-app and token. */
  studentOnly: 5402,
  /** The bytes are not what the upload claims (a renamed file): refused by content. */
  badType: 5403,
  /** Over the size limit of its kind. */
  tooLarge: 5404,
  /** A chunk did not start where the stored bytes end; `data.received` says where to go on. */
  offsetMismatch: 5405,
  /** Completed before every byte arrived. */
  incomplete: 5406,
  /** Only a rejected record can be uploaded again. */
  notRejected: 5407,
  /**
   * Homework into a class the student is not on the roster of (issue 31: any student could upload
   * into any class). Not 403: the web client reads 403 as "sign in", and this student is signed in.
   */
  notOnRoster: 5408,
} as const;

/** Kinds of file a material or homework holds. */
export const MATERIAL_KINDS = ['video', 'image'] as const;
/** A video may be this large (bytes). */
export const MATERIAL_VIDEO_MAX_BYTES = 200 * 1024 * 1024;
/** An image may be this large (bytes). */
export const MATERIAL_IMAGE_MAX_BYTES = 10 * 1024 * 1024;
/** Every chunk but the last is exactly this long; under the 1 MB body limit of the gateway. */
export const MATERIAL_CHUNK_BYTES = 512 * 1024;
/** Records on a page of material_record. */
export const MATERIAL_PAGE_SIZE = 10;
