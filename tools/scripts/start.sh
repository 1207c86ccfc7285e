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
# The gateway answers at once; pages need the stand-in behind it: wait (bounded) for its own health.
for _ in $(seq 480); do
  curl -fs "http://127.0.0.1:${DEV_API_PORT:-4300}/__health" >/dev/null && break
  kill -0 $api 2>/dev/null || { echo "start: the stand-in API exited" >&2; exit 1; }
  sleep 0.25
done
curl -fs "http://127.0.0.1:${DEV_API_PORT:-4300}/__health" >/dev/null || { echo "start: the stand-in API did not answer in 120 s" >&2; exit 1; }
node dist/tools/gateway/server.mjs
