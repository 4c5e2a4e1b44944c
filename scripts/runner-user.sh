#!/usr/bin/env bash
# Creates the unprivileged users Scout's runs execute as when Scout runs as root (docs/security.md,
# decision 029): a pool of system accounts with no home and no login shell, one per run at a time,
# so no run can read another's memory or scratch folder. They are named SCOUT_RUNNER_USER-1 …
# SCOUT_RUNNER_USER-N (default scout-runner-1 … scout-runner-8), N being SCOUT_RUNNER_POOL_SIZE.
# Does nothing when not root (runs then execute as the user that starts Scout) or for users that
# exist. Safe to run again, and again with a larger SCOUT_RUNNER_POOL_SIZE to grow the pool.
set -euo pipefail
prefix="${SCOUT_RUNNER_USER:-scout-runner}"
size="${SCOUT_RUNNER_POOL_SIZE:-8}"
if [ "$(id -u)" -ne 0 ]; then exit 0; fi
nologin=$(command -v nologin || echo /usr/sbin/nologin)
created=0
for i in $(seq 1 "$size"); do
  if ! id -u "$prefix-$i" >/dev/null 2>&1; then
    useradd --system --user-group --no-create-home --home-dir /nonexistent --shell "$nologin" "$prefix-$i"
    created=$((created + 1))
  fi
done
if [ "$created" -gt 0 ]; then
  echo "Created ${created} system users ${prefix}-1 … ${prefix}-${size}: Scout's runs execute as them, one run per user (docs/security.md)."
fi

# The runs' process loads Scout's code from this checkout, so the users must be able to reach it: a
# checkout under /root is behind a 0700 directory. Each folder above the checkout that others
# cannot pass through gets o+x (pass through only: no listing, no reading of other files there).
name="$prefix-1"
checkout=$(cd "$(dirname "$0")/.." && pwd)
if ! runuser -u "$name" -- test -r "$checkout/package.json" 2>/dev/null; then
  dir="$checkout"
  while [ "$dir" != / ]; do
    dir=$(dirname "$dir")
    if [ "$(stat -c %A "$dir" | cut -c10)" != x ] && [ "$(stat -c %A "$dir" | cut -c10)" != t ]; then
      chmod o+x "$dir"
      echo "Let the runner users pass through ${dir} (o+x) to reach Scout's code in ${checkout}."
    fi
  done
  if ! runuser -u "$name" -- test -r "$checkout/package.json" 2>/dev/null; then
    echo "WARNING: ${name} cannot read ${checkout}: every run will end ERROR until it can." >&2
  fi
fi
