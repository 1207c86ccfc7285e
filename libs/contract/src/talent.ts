import { z } from 'zod';
import { TALENT_CITY_MAX, TALENT_INTRO_MAX, TALENT_INTRO_MIN, TALENT_SPECIALTIES } from './codes/talent';
import { CITY_PATTERN } from './codes/common';
import { msg, type Endpoint } from './common';

export * from './codes/talent';

export const talentSpecialty = z.enum(TALENT_SPECIALTIES, msg('invalid_params'));

/** One talent of the brand's ranking, with the practice numbers the ranking is by. */
export const talentProfile = z.object({
  id: z.number().int().positive(),
  /** 1 for the first of the ranking. */
  rank: z.number().int().positive(),
  name: z.string(),
  city: z.string(),
  specialty: talentSpecialty,
  /** Their own words, in the caller's language. */
  motto: z.string(),
  classes: z.number().int().nonnegative(),
  minutes: z.number().int().nonnegative(),
  /** Days in a row, the longest of the last year. */
  streak: z.number().int().nonnegative(),
  /** When they joined the programme (ISO). */
  since: z.string(),
});

export const talentApplication = z.object({
  id: z.number().int().positive(),
  status: z.enum(['pending', 'accepted', 'refused']),
  specialty: talentSpecialty,
  city: z.string(),
  intro: z.string(),
  createdAt: z.string(),
});

/** The programme page: what it is, its rules and steps, the ranking, and the caller's application. */
export const talentProgramme = z.object({
  title: z.string(),
  intro: z.string(),
  rules: z.array(z.string()),
  perks: z.array(z.string()),
  steps: z.array(z.string()),
  talents: z.array(talentProfile),
  /** Applications so far (all of the brand's, for the page's headline). */
  applicants: z.number().int().nonnegative(),
  /** The caller's application; null signed out or none yet. */
  application: talentApplication.nullable(),
});

export const talentApplyRequest = z.object({
  specialty: talentSpecialty,
  city: z
    .string(msg('invalid_params'))
    .trim()
    .min(1, msg('invalid_params'))
    .max(TALENT_CITY_MAX, msg('invalid_params'))
    .regex(CITY_PATTERN, msg('invalid_params')),
  intro: z
    .string(msg('invalid_params'))
    .trim()
    .min(TALENT_INTRO_MIN, msg('invalid_params'))
    .max(TALENT_INTRO_MAX, msg('invalid_params')),
});

export type TalentProfile = z.infer<typeof talentProfile>;
export type TalentApplication = z.infer<typeof talentApplication>;
export type TalentProgramme = z.infer<typeof talentProgramme>;
export type TalentApplyRequest = z.infer<typeof talentApplyRequest>;

export const talentEndpoints: Endpoint[] = [
  {
    method: 'GET',
    path: '/api/talent?subApp=',
    auth: 'none (AUTHORIZE_TOKEN optional: adds the caller’s application)',
    request: null,
    response: talentProgramme,
    about:
      'The yoga-talent programme of the brand: rules, steps, the ranking by classes, and the caller’s application.',
  },
  {
    method: 'POST',
    path: '/api/talent/apply?subApp=',
    auth: 'AUTHORIZE_TOKEN of a student sub-app (403)',
    request: talentApplyRequest,
    response: talentProgramme,
    about: 'Applies to be a talent, one application per student and brand (5650 applied already).',
  },
];
