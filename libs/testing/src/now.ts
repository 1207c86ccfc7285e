/** The instant every unit test starts at: the shared setup (tools/test-setup) pins Date to it. */
export const TEST_NOW = Date.parse(process.env.TEST_NOW ?? '');
if (Number.isNaN(TEST_NOW)) throw new Error('TEST_NOW is unset: tests run with tools/test-setup/setup.ts');
