import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
// The shared build config's plugins belong to no project (like vite.shared.ts itself); this test
// checks what the trim makes of the react-router release installed.
/* eslint-disable @nx/enforce-module-boundaries */
import { trimReactRouter } from '../../vite/trim-react-router';
/* eslint-enable @nx/enforce-module-boundaries */

// The dist folder the bundler resolves `react-router` to (its exports point at dist/development).
const dist = path.dirname(createRequire(import.meta.url).resolve('react-router'));
const chunks = readdirSync(dist)
  .filter((f) => f.endsWith('.mjs'))
  .map((f) => readFileSync(path.join(dist, f), 'utf8'));
const main = chunks.find((c) => c.includes('var NavLink = '))!;

describe('trimReactRouter (Vite plugin of app builds)', () => {
  it('finds the shape it trims in the installed react-router', () => {
    expect(main).toBeDefined();
    expect(main).toMatch(/^var ENABLE_DEV_WARNINGS = true;$/m);
  });

  it('turns the dev warnings off, marks the component factories pure and drops displayName writes', () => {
    const { code, changes } = trimReactRouter(main);
    expect(changes).toBeGreaterThan(20);
    expect(code).toMatch(/^var ENABLE_DEV_WARNINGS = false;$/m);
    expect(code).toMatch(/var NavLink = \/\* @__PURE__ \*\/ React\d*\.forwardRef\(/);
    expect(code).not.toMatch(/^NavLink\.displayName = /m);
    // Lines stay where they were: the error reporter's source maps still name the right ones.
    expect(code.split('\n')).toHaveLength(main.split('\n').length);
  });

  it('changes nothing in code without that shape', () => {
    expect(trimReactRouter('let a = 1;\n')).toEqual({ code: 'let a = 1;\n', changes: 0 });
  });
});
