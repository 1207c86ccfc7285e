#!/usr/bin/env bash
# Debian packages the tests need: Chromium (browser tests, size budget), nginx (the generated
# production config is tested for real), and WebKitGTK's WebDriver (which brings its MiniBrowser) with a
# virtual display for the WebKit check (Playwright's own WebKit build cannot be downloaded here).
# Installed only when missing.
set -euo pipefail
need=()
[ -x /usr/bin/chromium ] || need+=(chromium)
[ -x /usr/sbin/nginx ] || need+=(nginx-light)
[ -x /usr/bin/WebKitWebDriver ] || need+=(webkit2gtk-driver)
[ -x /usr/bin/Xvfb ] || need+=(xvfb)
[ ${#need[@]} -eq 0 ] && exit 0
SUDO=""
[ "$(id -u)" -eq 0 ] || SUDO="sudo"
echo "Installing ${need[*]} from Debian..."
$SUDO apt-get update -qq
# Keep the package scripts from starting nginx as a system service.
DEBIAN_FRONTEND=noninteractive RUNLEVEL=1 $SUDO apt-get install -y -qq --no-install-recommends "${need[@]}" >/dev/null
