#!/usr/bin/env bash
# Installs and starts the whole product on http://localhost:${PORT:-4200}.
set -euo pipefail
cd "$(dirname "$0")/../.."
export NX_DAEMON=false NX_NO_CLOUD=true
[ -d node_modules ] || npm ci --no-audit --no-fund
npx nx run-many -t build --outputStyle=static
exec node dist/tools/gateway/server.mjs
