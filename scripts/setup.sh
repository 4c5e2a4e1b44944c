#!/usr/bin/env bash
# Installs what Scout needs on a Debian/Ubuntu machine (a Chromium and the npm packages),
# builds Scout and starts it on the embedded database. Run as root, or with sudo
# available for the Chromium install. Safe to run again.
set -euo pipefail
cd "$(dirname "$0")/.."

required_node="20.19.0"
if ! command -v node >/dev/null 2>&1; then
  echo "Scout needs Node.js ${required_node} or newer: https://nodejs.org/ (or your distribution's nodejs package)." >&2
  exit 1
fi
if ! node -e "const [a,b]=process.versions.node.split('.').map(Number);process.exit(a>20||(a===20&&b>=19)?0:1)"; then
  echo "Scout needs Node.js ${required_node} or newer; this machine has $(node --version)." >&2
  exit 1
fi

have_browser() {
  [ -n "${SCOUT_CHROMIUM_PATH:-}" ] && [ -x "${SCOUT_CHROMIUM_PATH}" ] && return 0
  ls "${PLAYWRIGHT_BROWSERS_PATH:-$HOME/.cache/ms-playwright}"/chromium-*/chrome-linux/chrome >/dev/null 2>&1 && return 0
  for b in /usr/bin/chromium /usr/bin/chromium-browser /usr/bin/google-chrome; do [ -x "$b" ] && return 0; done
  return 1
}

if ! have_browser; then
  if command -v apt-get >/dev/null 2>&1; then
    sudo_cmd=""
    [ "$(id -u)" -ne 0 ] && sudo_cmd="sudo"
    echo "Installing Chromium (apt-get install chromium)…"
    $sudo_cmd apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $sudo_cmd apt-get install -y -qq chromium >/dev/null
  else
    echo "No Chromium found. Install Chromium or Chrome, or set SCOUT_CHROMIUM_PATH to its executable." >&2
    exit 1
  fi
fi

# `npm test` (the README's second command) reads run traces with the system's unzip.
if ! command -v unzip >/dev/null 2>&1 && command -v apt-get >/dev/null 2>&1; then
  sudo_cmd=""
  [ "$(id -u)" -ne 0 ] && sudo_cmd="sudo"
  $sudo_cmd apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo_cmd apt-get install -y -qq unzip >/dev/null
fi

# Runs execute as an unprivileged user, with Chromium's sandbox on (docs/security.md).
bash scripts/runner-user.sh

if [ -f package-lock.json ]; then npm ci --no-audit --no-fund; else npm install --no-audit --no-fund; fi

# `npm start` runs the build and builds nothing itself (docs/decisions/032-scout-starts-from-its-build.md).
npm run build

if [ "${1:-}" = "--no-start" ]; then exit 0; fi
exec npm start
