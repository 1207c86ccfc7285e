// The one instant every unit test runs at (issue 29): a test that read the wall clock passed by day
// and failed every evening. TEST_NOW (an ISO instant) moves it, e.g. CI's second pass at 23:30 China
// time, where "+ 2 hours" is tomorrow; the default is a weekday morning, 10:00 in China.
const DEFAULT = '2026-11-20T02:00:00Z';

function pinned(): number {
  const text = process.env.TEST_NOW || DEFAULT;
  const at = Date.parse(text);
  if (Number.isNaN(at)) throw new Error(`TEST_NOW is not an ISO instant: ${text}`);
  return at;
}

/** The pinned instant (ms): what Date.now() answers at the start of every test. */
export const TEST_NOW = pinned();
// Fixtures read it from here (@yoga/testing, the stand-in's test-helpers): libraries cannot import
// this folder, which belongs to no project.
process.env.TEST_NOW = new Date(TEST_NOW).toISOString();
