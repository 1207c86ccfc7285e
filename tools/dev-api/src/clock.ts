/**
 * The stand-in's clock for a run at a chosen hour (issue 29: e2e journeys at 23:50 China time):
 * DEV_API_NOW (an ISO instant) is where it starts, then it runs on in real time so countdowns and
 * "just now" still move. Unset: the machine's clock.
 */
export function startClock(startAt: string | undefined, wall: () => number = Date.now): () => number {
  if (!startAt) return wall;
  const start = Date.parse(startAt);
  if (Number.isNaN(start)) throw new Error(`DEV_API_NOW is not an ISO instant: ${startAt}`);
  const bootedAt = wall();
  return () => start + (wall() - bootedAt);
}
