import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';

// axe-core, evaluated in the page (not subject to its CSP), for WCAG 2.2 AA.
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
type AxeResult = { violations: { id: string; impact: string; nodes: { target: string[] }[] }[] };

/** Serious or critical axe findings on the screen as it is now, one line each. */
export async function seriousViolations(page: Page): Promise<string[]> {
  // Without motion the kit drops its transitions: a button enabled a moment ago is measured at its
  // final colours, not half-way through its 0.6 -> 1 opacity fade (axe flagged course_pay's pay button).
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.evaluate(axeSource);
  // Only the serious findings cross to the test, as lines: axe's whole result (every passing rule
  // with its nodes' HTML) was serialised out of each of the sweep's 330 pages, and axe builds the
  // details of passes and inapplicable rules only when asked for them.
  return page.evaluate(async (tags) => {
    const axe = (window as unknown as { axe: { run: (c: Document, o: object) => Promise<AxeResult> } }).axe;
    const result = await axe.run(document, {
      runOnly: { type: 'tag', values: tags },
      resultTypes: ['violations'],
    });
    return result.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.impact} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  }, TAGS);
}
