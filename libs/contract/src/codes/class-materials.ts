/**
 * Class materials' business codes (the suman student's teaching, reinforcement and season
 * materials): screens branch on these, never on the worded message. Plain values; no imports.
 */
export const CLASS_MATERIAL_CODES = {
  /** No such file, or one of a class the caller does not take: the same answer. */
  fileNotFound: 5951,
  /** The list and the marks are a student's: a coach (or any non-student) token is refused. */
  studentOnly: 5952,
  /** A video or PDF link whose ticket is missing, forged or expired. */
  ticketInvalid: 5953,
} as const;

/** The three screens' series: teaching_material, strengthen_material, season_class_material. */
export const CLASS_MATERIAL_SERIES = ['teaching', 'strengthen', 'season'] as const;
export const CLASS_MATERIAL_KINDS = ['video', 'pdf'] as const;
