// tools/scripts/check-e2e-selectors.test.mjs (vitest, run by test-all.sh): which classes a browser test selects, and which exist.
import assert from 'node:assert/strict';
import { test } from 'vitest';
import { classKnown, selectedClasses } from './check-e2e-selectors.mjs';

const names = (source) => selectedClasses(source).map((c) => c.name);

test('the classes of a selector, not file names, ids or attribute values', () => {
  assert.deepEqual(names(`page.locator('label.cs-time').first()`), ['cs-time']);
  assert.deepEqual(names(`page.locator('.cs-bar-price .cs-price')`), ['cs-bar-price', 'cs-price']);
  assert.deepEqual(names(`page.locator('[data-testid="vip-card"]:not(.vp-card-expired)')`), [
    'vp-card-expired',
  ]);
  assert.deepEqual(names(`el.querySelector(".y-btn")`), ['y-btn']);
  assert.deepEqual(names(`page.getByTestId('x'); setInputFiles('a.png'); page.goto('/onmat/login')`), []);
  assert.deepEqual(names(`page.locator('[data-testid="a.b"]')`), []);
  // The WebKit run's WebDriver helpers take a selector first too; a typed value is not one.
  assert.deepEqual(names(`await webkit.click('.lg-terms .y-agree-box')`), ['lg-terms', 'y-agree-box']);
  assert.deepEqual(names(`await page.getByLabel('邮箱').fill('finance@example.com')`), []);
});

test('a class is known from global CSS, a literal className, a class template, or antd-mobile', () => {
  const css = '.y-card { padding: 0 }\n.y-btn-ghost { color: red }';
  const tsx = '<p className="y-hint">\n<li className={`y-photo y-photo-${p.status}`}>';
  assert.ok(classKnown('y-card', css, tsx));
  assert.ok(classKnown('y-hint', css, tsx));
  assert.ok(classKnown('y-photo-done', css, tsx));
  assert.ok(classKnown('adm-toast-mask', css, tsx));
  assert.ok(!classKnown('y-btn', css, tsx), 'y-btn-ghost is not y-btn');
  assert.ok(!classKnown('cs-time', css, tsx));
});
