export const PRACTICE_CODES = {
  /** More family members than one account keeps. */
  familyLimit: 5702,
  /** The photo id is no upload of the caller's. */
  photoNotYours: 5703,
  /** Slim's practice programme only: another sub-app's token is refused. */
  practiceWrongSubApp: 5704,
} as const;

/** Family members one account keeps (the account holder not counted). */
export const FAMILY_MAX = 6;
/** A family member's name: at most this many characters. */
export const FAMILY_NAME_MAX = 20;
/** A clock-in's duration in minutes. */
export const CLOCK_MINUTES = { min: 5, max: 300 } as const;
/** Body measurements a user keeps, in cm and kg. */
export const BODY_LIMITS = {
  height: { min: 100, max: 230 },
  weight: { min: 25, max: 250 },
} as const;
/** The measurements info_item charts. */
export const MEASUREMENT_ITEMS = ['weight', 'waist', 'bodyFat'] as const;
