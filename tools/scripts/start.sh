#!/usr/bin/env bash
# Installs and starts the whole product on http://localhost:${PORT:-4200}.
set -euo pipefail
cd "$(dirname "$0")/../.."
export NX_DAEMON=false NX_NO_CLOUD=true
[ -d node_modules ] || npm ci --no-audit --no-fund
npx nx run-many -t build --outputStyle=static
# The stand-in API (data kept in tools/dev-api/data) behind the gateway.
TRUSTED_PROXY=${TRUSTED_PROXY:-127.0.0.1} node dist/tools/dev-api/server.mjs &
api=$!
trap 'kill $api 2>/dev/null' EXIT
node dist/tools/gateway/server.mjs
