# shellcheck shell=bash
# Sourced by test-all.sh and generator-check.sh.
SIDE_BY_SIDE_LOGS="$(mktemp -d)"

# Runs shell functions side by side and prints each one's output whole once all have ended; fails when
# any failed. For tools that keep one core busy (ESLint, tsc, Prettier, one browser): on 2 cores, one
# after the other leaves the second idle (issue 29: CI under 30 minutes).
side_by_side() {
  local pids=() rc=0 i f
  for f in "$@"; do
    (
      t0=$(date +%s)
      "$f"
      echo "  · $f $(($(date +%s) - t0))" >>"${CI_TIMES:-/dev/null}"
    ) >"$SIDE_BY_SIDE_LOGS/$f.log" 2>&1 &
    pids+=("$!")
  done
  for i in "${!pids[@]}"; do
    f=${*:$((i + 1)):1}
    if wait "${pids[$i]}"; then echo "── $f: passed"; else echo "── $f: FAILED" && rc=1; fi
    cat "$SIDE_BY_SIDE_LOGS/$f.log"
  done
  return "$rc"
}

