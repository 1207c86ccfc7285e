#!/usr/bin/env bash
# Debian packages the tests need: Chromium (browser tests, size budget) and nginx (the generated
# production config is tested for real). Installed only when missing.
set -euo pipefail
need=()
[ -x /usr/bin/chromium ] || need+=(chromium)
[ -x /usr/sbin/nginx ] || need+=(nginx-light)
[ ${#need[@]} -eq 0 ] && exit 0
SUDO=""
[ "$(id -u)" -eq 0 ] || SUDO="sudo"
echo "Installing ${need[*]} from Debian..."
$SUDO apt-get update -qq
# Keep the package scripts from starting nginx as a system service.
DEBIAN_FRONTEND=noninteractive RUNLEVEL=1 $SUDO apt-get install -y -qq --no-install-recommends "${need[@]}" >/dev/null
