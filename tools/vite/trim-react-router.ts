import type { Plugin } from 'vite';

// react-router's package.json sends every bundler to its development build (its exports have no
// production condition), which keeps its console warnings. Its component factories are top-level
// `React.forwardRef(...)` calls followed by `X.displayName = "X"` writes, both of which the bundler
// must keep as possible side effects, so NavLink, Form and their helpers ship in the shell chunk of
// every app although no screen uses them (about 2 KB gzipped on every first screen).
const DIST = /node_modules[\\/]react-router[\\/]dist[\\/]/;
const DEV_WARNINGS = /^var ENABLE_DEV_WARNINGS = true;$/m;
// `var Link = React10.forwardRef(` and the like: pure calls (React only wraps the function).
const FACTORY = /= (React\d*\.(?:forwardRef|memo|createContext))\(/g;
// `NavLink.displayName = "NavLink";`: a name for React DevTools only, which production never shows.
const DISPLAY_NAME = /^\w+\.displayName = "[\w.]*";$/gm;

/** What the trim changes in one module of react-router's dist (exported for its test). */
export function trimReactRouter(code: string): { code: string; changes: number } {
  let changes = 0;
  const out = code
    .replace(DEV_WARNINGS, () => (changes++, 'var ENABLE_DEV_WARNINGS = false;'))
    .replace(FACTORY, (_, factory: string) => (changes++, `= /* @__PURE__ */ ${factory}(`))
    .replace(DISPLAY_NAME, () => (changes++, ''));
  return { code: out, changes };
}

/**
 * Builds only: react-router as its production build would be, with what no screen uses left out.
 * Warns when nothing matched (a react-router release changed its output), so the saving is not
 * lost silently; `npm run size` fails anyway if the login pages grow past their budget.
 */
export function trimReactRouterPlugin(): Plugin {
  let changes = 0;
  return {
    name: 'yoga:trim-react-router',
    apply: 'build',
    transform(code, id) {
      if (!DIST.test(id)) return null;
      const trimmed = trimReactRouter(code);
      if (!trimmed.changes) return null;
      changes += trimmed.changes;
      // No line break is added or removed, so the error reporter's maps still name the right lines.
      return { code: trimmed.code, map: null };
    },
    buildEnd() {
      if (!changes) this.warn('react-router was not trimmed: its dist no longer has the expected shape');
    },
  };
}
