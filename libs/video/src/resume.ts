import type { SubAppId } from '@yoga/platform';

/** Whose positions: a sub-app, or a sub-app and a kind of video (`slim.lesson`), so ids never collide. */
export type ResumeScope = SubAppId | `${SubAppId}.${string}`;

/** Playback speeds offered, as a button group (a native select would hide them behind a tap). */
export const SPEEDS = [0.75, 1, 1.25, 1.5, 2] as const;
/** How often the position is written while playing; pausing and leaving write at once. */
export const SAVE_EVERY_MS = 5000;
/** Closer than this to either end, there is nothing worth resuming. */
const MARGIN_SEC = 5;

/** One position per user and video: two people on one phone do not resume each other's class. */
export const resumeKey = (subApp: ResumeScope, userId: number | null, playbackId: number) =>
  `yoga.playback.resume.${subApp}.${userId ?? 'guest'}.${playbackId}`;
const SPEED_KEY = 'yoga.playback.speed';

function read(key: string): unknown {
  try {
    return JSON.parse(localStorage.getItem(key) ?? 'null');
  } catch {
    return null;
  }
}

/** Storage may be full or blocked (private mode): losing a position is better than a broken player. */
function write(key: string, value: unknown): void {
  try {
    localStorage.setItem(key, JSON.stringify(value));
  } catch {
    /* not kept */
  }
}

/** The saved position when it is worth offering: past the first seconds and before the end of `limit`. */
export function readResume(key: string, limit: number): number | null {
  const v = read(key) as { pos?: unknown } | null;
  const pos = typeof v?.pos === 'number' && Number.isFinite(v.pos) ? v.pos : null;
  return pos !== null && pos >= MARGIN_SEC && pos < limit - MARGIN_SEC ? Math.floor(pos) : null;
}

export const saveResume = (key: string, pos: number) => write(key, { pos: Math.floor(pos), at: Date.now() });

export function clearResume(key: string): void {
  try {
    localStorage.removeItem(key);
  } catch {
    /* nothing to clear */
  }
}

export function readSpeed(): number {
  const v = read(SPEED_KEY);
  return SPEEDS.includes(v as (typeof SPEEDS)[number]) ? (v as number) : 1;
}

export const saveSpeed = (speed: number) => write(SPEED_KEY, speed);
