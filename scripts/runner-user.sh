#!/usr/bin/env bash
# Creates the unprivileged user Scout's runs execute as when Scout runs as root (docs/security.md):
# a system account with no home and no login shell. SCOUT_RUNNER_USER names it (default
# scout-runner). Does nothing when not root (runs then execute as the user that starts Scout) or
# when the user exists. Safe to run again.
set -euo pipefail
name="${SCOUT_RUNNER_USER:-scout-runner}"
if [ "$(id -u)" -ne 0 ]; then exit 0; fi
if id -u "$name" >/dev/null 2>&1; then exit 0; fi
nologin=$(command -v nologin || echo /usr/sbin/nologin)
useradd --system --user-group --no-create-home --home-dir /nonexistent --shell "$nologin" "$name"
echo "Created the system user ${name}: Scout's runs execute as it (docs/security.md)."
