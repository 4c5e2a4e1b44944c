#!/usr/bin/env bash
# Creates the unprivileged user Scout's runs execute as when Scout runs as root (docs/security.md):
# a system account with no home and no login shell. SCOUT_RUNNER_USER names it (default
# scout-runner). Does nothing when not root (runs then execute as the user that starts Scout) or
# when the user exists. Safe to run again.
set -euo pipefail
name="${SCOUT_RUNNER_USER:-scout-runner}"
if [ "$(id -u)" -ne 0 ]; then exit 0; fi
if ! id -u "$name" >/dev/null 2>&1; then
  nologin=$(command -v nologin || echo /usr/sbin/nologin)
  useradd --system --user-group --no-create-home --home-dir /nonexistent --shell "$nologin" "$name"
  echo "Created the system user ${name}: Scout's runs execute as it (docs/security.md)."
fi

# The runs' process loads Scout's code from this checkout, so the user must be able to reach it: a
# checkout under /root is behind a 0700 directory. Each folder above the checkout that others
# cannot pass through gets o+x (pass through only: no listing, no reading of other files there).
checkout=$(cd "$(dirname "$0")/.." && pwd)
if ! runuser -u "$name" -- test -r "$checkout/package.json" 2>/dev/null; then
  dir="$checkout"
  while [ "$dir" != / ]; do
    dir=$(dirname "$dir")
    if [ "$(stat -c %A "$dir" | cut -c10)" != x ] && [ "$(stat -c %A "$dir" | cut -c10)" != t ]; then
      chmod o+x "$dir"
      echo "Let ${name} pass through ${dir} (o+x) to reach Scout's code in ${checkout}."
    fi
  done
  if ! runuser -u "$name" -- test -r "$checkout/package.json" 2>/dev/null; then
    echo "WARNING: ${name} cannot read ${checkout}: every run will end ERROR until it can." >&2
  fi
fi
