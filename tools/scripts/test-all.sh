#!/usr/bin/env bash
# The one command that installs everything on a fresh machine and runs every check and test.
set -euo pipefail
cd "$(dirname "$0")/../.."
export NX_DAEMON=false NX_NO_CLOUD=true NX_TUI=false CI="${CI:-true}"
bash tools/scripts/ensure-system-deps.sh
npm ci --no-audit --no-fund
rm -rf tmp/vitest tmp/playwright
npm run i18n:check
# Formatting is part of the contract: a third of the files once drifted from it.
npx prettier --check . --log-level warn
npm run lint:root
npx nx run-many -t lint typecheck test --outputStyle=static
npx nx run-many -t build --outputStyle=static
node tools/scripts/size.mjs
# The domain generator still makes a domain that lints, type-checks and tests green untouched.
bash tools/scripts/generator-check.sh
# First load on Slow 3G (skeleton paint, catalog and screen in parallel, usable) and LCP on Lighthouse's mobile profile.
node tools/scripts/slow-network.mjs /onmat/login /suman/login
node tools/scripts/lcp.mjs /onmat/login
npx playwright test
# The recorder in Chromium with a fake microphone: real mp3 frames at 24000 Hz.
npx playwright test -c libs/recorder/e2e/playwright.config.ts
node tools/scripts/test-summary.mjs
