// The environment of a release build: production values come from the build environment only.
// `.env` holds development defaults (a public compact key, the stand-in's chat and monitoring
// endpoints); Vite would read them silently, so a release blanks every one the environment does not
// set, and refuses to build without the values that have no safe default.

export class ReleaseError extends Error {
  name = 'ReleaseError';
}

/** Set by the deployment for every release; never written into the repository. */
export const REQUIRED = ['VITE_COMPACT_KEY', 'VITE_API_BASE'];

/** `KEY=value` lines of a dotenv file (comments and blank lines skipped). */
export function parseDotenv(text) {
  const out = {};
  for (const line of text.split(/\r?\n/)) {
    const m = /^\s*([A-Z0-9_]+)\s*=\s*(.*?)\s*$/.exec(line);
    if (m && !line.trimStart().startsWith('#')) out[m[1]] = m[2].replace(/^(['"])(.*)\1$/, '$2');
  }
  return out;
}

const set = (env, k) => typeof env[k] === 'string' && env[k].trim() !== '';

/**
 * The variables to add to the build's environment, or a ReleaseError naming the first missing or
 * unsafe one. `dotenv` is the parsed development `.env`.
 */
export function releaseEnv(env, dotenv) {
  for (const k of REQUIRED)
    if (!set(env, k))
      throw new ReleaseError(
        `${k} is not set: a release takes it from the build environment (e.g. \`${k}=… npm run release -- <app>\`), never from .env.`,
      );
  if (env.VITE_COMPACT_KEY.trim() === dotenv.VITE_COMPACT_KEY)
    throw new ReleaseError(
      'VITE_COMPACT_KEY is the public development key from .env: set the production key in the build environment.',
    );
  const bytes = Buffer.byteLength(env.VITE_COMPACT_KEY.trim());
  if (![16, 24, 32].includes(bytes))
    throw new ReleaseError(`VITE_COMPACT_KEY must be 16, 24 or 32 bytes long, got ${bytes}.`);
  const api = env.VITE_API_BASE.trim();
  if (!/^https?:\/\/[^/\s]+/.test(api) && !/^\/(?!\/)/.test(api))
    throw new ReleaseError(
      `VITE_API_BASE must be an http(s) URL or a path starting with one "/", got "${api}".`,
    );
  const blanked = Object.keys(dotenv).filter((k) => k.startsWith('VITE_') && !(k in env));
  // An empty value set in the process wins over the file and reads as "not configured".
  return { add: Object.fromEntries(blanked.map((k) => [k, ''])), blanked };
}
