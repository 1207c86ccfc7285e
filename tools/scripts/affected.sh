#!/usr/bin/env bash
# Which apps a change affects and why: `tools/scripts/affected.sh origin/main [<head>] [--list|--json]`.
# The same selection CI uses for e2e and release artifacts (see tools/scripts/affected.mjs).
set -euo pipefail
exec node "$(dirname "$0")/affected.mjs" "$@"
