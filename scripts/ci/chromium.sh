#!/usr/bin/env bash
# Makes sure Debian's Chromium is at /usr/bin/chromium for the browser tests
# (e2e/) and the screenshots. Nothing else is downloaded: playwright-core
# drives this system browser, it never fetches one of its own.
# Needs root (CI runs as root) or sudo when the browser is missing.
set -euo pipefail

if [ -x /usr/bin/chromium ]; then
  exit 0
fi

echo "== installing chromium (Debian package)"
SUDO=""
if [ "$(id -u)" -ne 0 ]; then
  SUDO="sudo"
fi
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -qq
# fonts-dejavu-core so pages render text with real glyphs in screenshots.
$SUDO apt-get install -y -qq --no-install-recommends chromium fonts-dejavu-core >/dev/null

if [ ! -x /usr/bin/chromium ]; then
  echo "chromium.sh: /usr/bin/chromium is still missing after apt-get install" >&2
  exit 1
fi
/usr/bin/chromium --version || true
