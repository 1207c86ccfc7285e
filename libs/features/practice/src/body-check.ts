import { BODY_LIMITS } from '@yoga/contract/codes';

export type BodyField = 'height' | 'weight' | 'goalWeight';
export type BodyValues = Record<BodyField, string>;

/** The same rules as the contract: height a whole cm, weights in range with at most one decimal. */
export function checkBody(v: BodyValues): Partial<Record<BodyField, 'height' | 'weight'>> {
  const errors: Partial<Record<BodyField, 'height' | 'weight'>> = {};
  const h = v.height.trim();
  if (!/^\d{2,3}$/.test(h) || +h < BODY_LIMITS.height.min || +h > BODY_LIMITS.height.max)
    errors.height = 'height';
  for (const k of ['weight', 'goalWeight'] as const) {
    const w = v[k].trim();
    if (!/^\d{2,3}(\.\d)?$/.test(w) || +w < BODY_LIMITS.weight.min || +w > BODY_LIMITS.weight.max)
      errors[k] = 'weight';
  }
  return errors;
}
