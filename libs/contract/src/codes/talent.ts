/**
 * Phala's yoga-talent programme (the brand's ambassadors: a ranking, rules, an application):
 * business codes and the limits both sides check. Plain values and pure functions; no imports.
 */
export const TALENT_CODES = {
  /** One application per student and brand, whatever its outcome. */
  alreadyApplied: 5650,
} as const;

/** The specialties a talent applies with (the form's chips, the profile's label). */
export const TALENT_SPECIALTIES = ['hatha', 'vinyasa', 'yin', 'aerial', 'pilates', 'meditation'] as const;
export type TalentSpecialty = (typeof TALENT_SPECIALTIES)[number];

export const TALENT_INTRO_MIN = 10;
export const TALENT_INTRO_MAX = 200;
/** A city, as the student writes it. */
export const TALENT_CITY_MAX = 20;

/** What is wrong with the trimmed intro; null when it is fine. */
export function talentIntroProblem(intro: string): 'empty' | 'length' | null {
  const t = intro.trim();
  if (!t) return 'empty';
  return t.length < TALENT_INTRO_MIN || t.length > TALENT_INTRO_MAX ? 'length' : null;
}
