#!/usr/bin/env bash
# Proves `nx g @yoga/generators:domain` makes a domain that lints, type-checks and tests green
# untouched: generated into a throwaway clone of the committed tree, never into this one.
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
git clone -q "$root" "$tmp/repo"
# Hard links: a copy in seconds whose workspace symlinks point into the clone.
cp -al "$root/node_modules" "$tmp/repo/node_modules"
cd "$tmp/repo"
export NX_DAEMON=false NX_NO_CLOUD=true NX_TUI=false
name=zz-probe
npx nx g @yoga/generators:domain "$name" --skipInstall --no-interactive >/dev/null
ln -s "../../libs/features/$name" "node_modules/@yoga/feature-$name"
npx eslint "libs/features/$name" "tools/dev-api/src/domains/$name" libs/contract/src tools/dev-api/src/domains/index.ts
npx tsc --noEmit -p "libs/features/$name/tsconfig.json"
npx tsc --noEmit -p libs/contract/tsconfig.json
npx tsc --noEmit -p tools/dev-api/tsconfig.json
npx prettier --check "libs/features/$name" "tools/dev-api/src/domains/$name" libs/contract/src >/dev/null
(cd "libs/features/$name" && npx vitest run --reporter=dot)
(cd tools/dev-api && npx vitest run --reporter=dot "src/domains/$name")
echo "generator: the generated domain '$name' lints, type-checks and passes its tests"
