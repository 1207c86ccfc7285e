import { ApiFailure } from './envelope';

export const MAX_JSON_DEPTH = 64;

/** Deepest nesting of arrays and objects, counted without parsing (strings are skipped). */
export function jsonDepth(textBody: string): number {
  let depth = 0;
  let max = 0;
  let inString = false;
  for (let i = 0; i < textBody.length; i++) {
    const ch = textBody.charCodeAt(i);
    if (inString) {
      if (ch === 92)
        i++; // backslash: skip the escaped character
      else if (ch === 34) inString = false;
    } else if (ch === 34) inString = true;
    else if (ch === 123 || ch === 91) max = Math.max(max, ++depth);
    else if (ch === 125 || ch === 93) depth--;
  }
  return max;
}

/** JSON.parse with a depth cap checked first: a hostile body nested 100 000 deep is a 400, not a crash. */
export function parseJson(
  textBody: string,
  invalid: 'invalid_json' | 'compact_not_json' = 'invalid_json',
): unknown {
  if (jsonDepth(textBody) > MAX_JSON_DEPTH) throw new ApiFailure(400, 'json_too_deep');
  try {
    return JSON.parse(textBody) as unknown;
  } catch {
    throw new ApiFailure(400, invalid);
  }
}
