// The screen vocabulary (issue 33, CONTRIBUTING.md "Screens") held in CI: features compose the kit
// (@yoga/ui) on its tokens, in CSS Modules, and reach storage, sign-in and the query cache through the
// kit and the data-access libs. Prints the count per rule and every finding; exits 1 when any is found.
//   node tools/scripts/check-vocabulary.mjs            fail on a finding
//   node tools/scripts/check-vocabulary.mjs --report   print the same, never fail (while features move)
// Tests (*.test.ts[x]) and testing/ folders are not shipped and may keep literals and storage calls.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/** All feature stylesheets together, in lines (9,725 before issue 33). */
export const CSS_LINE_BUDGET = 3500;

export const RULES = {
  'global-class': 'a global class defined in a feature stylesheet (name it *.module.css; no :global)',
  'colour-literal': 'a colour literal in a feature (use a --y-* token of libs/ui/src/ui.css)',
  'read-token': 'readToken( in a feature (useSignedIn() / isSignedIn(sub) from @yoga/ui)',
  'sign-in-gate': 'a SignInGate defined in a feature (the kit’s SignInGate)',
  'invalidate-all': 'invalidateQueries() without a key (invalidate exactly what changed, by the key factory)',
  'web-storage': 'localStorage/sessionStorage touched in a feature (useSessionDraft / the session lib)',
  'css-lines': `feature CSS over ${CSS_LINE_BUDGET} lines in total`,
  'unknown-token': 'var(--y-…) of a token the kit does not define (its fallback, or nothing, shows instead)',
  'unknown-class': 'a y-* class in a className the kit does not define (a typo styles nothing)',
};

/**
 * Rules no feature breaks any more: they fail CI even under --report. An unknown token once gave a
 * chosen tab the body colour on the brand colour (axe failed it; the old sheet's fallback had hidden it).
 * A bare storage call throws in Safari's private mode and trusts whatever is stored: the kit's draft
 * hook and the session lib's safe storage do neither. A colour literal is a colour no brand can change.
 * A global class collides: two `.ca-card` rules under /teacher, whichever chunk loaded last winning.
 * Feature CSS over its budget is a feature re-solving what the kit's parts and classes give.
 * A kit class the kit lacks styles nothing, silently.
 */
export const GATED = new Set([
  'css-lines',
  'global-class',
  'read-token',
  'sign-in-gate',
  'invalidate-all',
  'unknown-token',
  'unknown-class',
  'web-storage',
  'colour-literal',
]);

/** The custom properties the kit's stylesheets define (`--y-primary: …`). */
export function kitTokens(files) {
  const names = new Set();
  for (const { text } of files) for (const [, n] of text.matchAll(/(--y-[\w-]+)\s*:/g)) names.add(n);
  return names;
}

/** The classes the kit's stylesheets define (`.y-row`, `.y-tabs-sticky`). */
export function kitClasses(files) {
  const names = new Set();
  for (const { text } of files) for (const [, n] of text.matchAll(/\.(y-[\w-]+)/g)) names.add(n);
  return names;
}

// Named colours a feature might write for a colour; `transparent`, `currentColor` and `inherit` are no literal.
const NAMED = [
  'white',
  'black',
  'red',
  'green',
  'blue',
  'gray',
  'grey',
  'orange',
  'yellow',
  'purple',
  'pink',
  'brown',
  'silver',
  'gold',
  'navy',
  'teal',
  'maroon',
  'olive',
  'lime',
  'aqua',
  'cyan',
  'magenta',
  'fuchsia',
  'crimson',
  'coral',
  'tomato',
  'salmon',
  'orangered',
  'darkred',
  'darkgray',
  'darkgrey',
  'lightgray',
  'lightgrey',
  'gainsboro',
  'whitesmoke',
  'ivory',
  'beige',
  'wheat',
  'khaki',
  'indigo',
  'violet',
  'skyblue',
  'steelblue',
  'royalblue',
  'dodgerblue',
  'seagreen',
  'limegreen',
  'firebrick',
  'dimgray',
  'dimgrey',
  'slategray',
  'slategrey',
  'snow',
  'linen',
].join('|');
const CSS_COLOUR_PROPS = String.raw`(?:color|background(?:-color)?|border(?:-(?:top|right|bottom|left))?(?:-color)?|outline(?:-color)?|fill|stroke|box-shadow|text-shadow|caret-color|accent-color|text-decoration-color)`;
const TS_COLOUR_PROPS = String.raw`(?:color|background(?:Color)?|border(?:Top|Right|Bottom|Left)?(?:Color)?|outline(?:Color)?|fill|stroke|boxShadow|textShadow|caretColor)`;

const HEX_CSS = /#(?:[0-9a-f]{8}|[0-9a-f]{6}|[0-9a-f]{3,4})\b/i;
// In TS a hex colour is inside a string (a quote, a space, a colon or a bracket before it), never `this.#abc`.
const HEX_TS = /["'`\s:(,]#(?:[0-9a-f]{8}|[0-9a-f]{6}|[0-9a-f]{3,4})\b/i;
const FUNC = /\b(?:rgba?|hsla?|hwb|lab|lch|oklab|oklch)\(/i;
// A name on its own (`var(--cs-red)` is a token, whatever it is called).
const NAMED_CSS = new RegExp(
  String.raw`(?:^|[\s;{])${CSS_COLOUR_PROPS}\s*:[^;{}]*(?<![\w-])(?:${NAMED})(?![\w-])`,
  'i',
);
const NAMED_TS = new RegExp(
  String.raw`\b${TS_COLOUR_PROPS}\s*:\s*["'\`][^"'\`]*(?<![\w-])(?:${NAMED})(?![\w-])`,
  'i',
);

/** A file's text with its comments blanked (lines kept, so findings keep their line numbers). */
function withoutComments(text, css) {
  const blank = (m) => m.replace(/[^\n]/g, ' ');
  const block = text.replace(/\/\*[\s\S]*?\*\//g, blank);
  return css
    ? block
    : block.replace(/^(\s*)\/\/.*$/gm, (m, indent) => indent + blank(m.slice(indent.length)));
}

const isTest = (file) => /\.test\.[jt]sx?$/.test(file) || file.split('/').includes('testing');
const isCss = (file) => file.endsWith('.css');
const isSource = (file) => /\.(?:ts|tsx)$/.test(file) && !file.endsWith('.d.ts');

/**
 * The findings in `files` ({file, text}, paths relative to the repository): one per offending line
 * (per stylesheet for a non-module one), and the CSS total when over the budget.
 */
export function scan(files, tokens, classes) {
  const findings = [];
  const add = (rule, file, line, text) =>
    findings.push({ rule, file, line, text: text.trim().slice(0, 120) });
  let cssLines = 0;
  for (const { file, text } of files) {
    if (isCss(file)) cssLines += text.split('\n').length - (text.endsWith('\n') ? 1 : 0);
    if (isTest(file) || !(isCss(file) || isSource(file))) continue;
    const css = isCss(file);
    if (css && !file.endsWith('.module.css')) add('global-class', file, 1, 'not a CSS Module');
    const lines = withoutComments(text, css).split('\n');
    lines.forEach((line, i) => {
      const at = (rule) => add(rule, file, i + 1, line);
      if (tokens && [...line.matchAll(/var\(\s*(--y-[\w-]+)/g)].some(([, n]) => !tokens.has(n)))
        at('unknown-token');
      if (css) {
        if (file.endsWith('.module.css') && /:global\b/.test(line)) at('global-class');
        if (HEX_CSS.test(line) || FUNC.test(line) || NAMED_CSS.test(line)) at('colour-literal');
        return;
      }
      if (HEX_TS.test(line) || FUNC.test(line) || NAMED_TS.test(line)) at('colour-literal');
      // Kit classes are plain strings in a feature's markup: one the kit lacks would style nothing.
      if (classes && /className|\bcx\(/.test(line)) {
        const quoted = [...line.matchAll(/(["'`])((?:(?!\1).)*)\1/g)].map((m) => m[2]).join(' ');
        // (`y-badge-${tone}` is built from a defined prefix: only whole names are checked.)
        if (
          [...quoted.matchAll(/(?<![\w-])(y-[a-z0-9-]*[a-z0-9])(?![\w$-])/g)].some(([, n]) => !classes.has(n))
        )
          at('unknown-class');
      }
      if (/\breadToken\(/.test(line)) at('read-token');
      if (/\b(?:function|const|let|class)\s+SignInGate\b/.test(line)) at('sign-in-gate');
      if (/\binvalidateQueries\(\s*(?:\{\s*\}\s*)?\)/.test(line)) at('invalidate-all');
      // A read or write (`localStorage.getItem`, `window.sessionStorage[k]`, the storage handed to a
      // helper: `safeSet(sessionStorage, k, v)`), not the word in a label.
      if (/\b(?:localStorage|sessionStorage)\s*[.[,)]/.test(line)) at('web-storage');
    });
  }
  if (cssLines > CSS_LINE_BUDGET) {
    add('css-lines', 'libs/features', 0, `${cssLines} lines of CSS (at most ${CSS_LINE_BUDGET})`);
  }
  return { findings, cssLines };
}

/** Every CSS, TS and TSX file under `dir` (relative to `root`), skipping node_modules. */
export function readTree(root, dir) {
  const out = [];
  const walk = (rel) => {
    for (const entry of readdirSync(path.join(root, rel), { withFileTypes: true })) {
      const child = `${rel}/${entry.name}`;
      if (entry.isDirectory()) {
        if (entry.name !== 'node_modules') walk(child);
      } else if (/\.(?:css|ts|tsx)$/.test(entry.name)) {
        out.push({ file: child, text: readFileSync(path.join(root, child), 'utf8') });
      }
    }
  };
  walk(dir);
  return out.sort((a, b) => a.file.localeCompare(b.file));
}

function main() {
  const root = path.resolve(import.meta.dirname, '../..');
  const report = process.argv.includes('--report');
  const kitCss = readTree(root, 'libs/ui/src').filter((f) => isCss(f.file));
  const { findings, cssLines } = scan(readTree(root, 'libs/features'), kitTokens(kitCss), kitClasses(kitCss));
  for (const f of findings) console.log(`${f.file}${f.line ? `:${f.line}` : ''}: [${f.rule}] ${f.text}`);
  console.log(`\ncheck-vocabulary: feature CSS ${cssLines} lines (budget ${CSS_LINE_BUDGET})`);
  for (const [rule, about] of Object.entries(RULES)) {
    const n = findings.filter((f) => f.rule === rule).length;
    console.log(`  ${String(n).padStart(5)}  ${rule}: ${about}`);
  }
  const gated = findings.filter((f) => GATED.has(f.rule));
  if (findings.length === 0) {
    console.log('check-vocabulary: the features keep the vocabulary');
  } else if (report && gated.length === 0) {
    console.log(`check-vocabulary: ${findings.length} findings (--report: not failing)`);
  } else {
    console.error(`check-vocabulary: ${findings.length} findings; see CONTRIBUTING.md "Screens"`);
    process.exit(1);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) main();
