#!/usr/bin/env bash
# Proves that a production install starts: in a temporary copy of the working tree with Scout
# built (the server, the CLI and the web app: `npm run build` needs the development dependencies),
# `npm ci --omit=dev && npm start` serves /api/health and the web app from the build, with no tsx
# process, and a bad SCOUT_LLM_PROVIDER stops `npm start` with the problem named. Run by
# `npm test` after the build.
set -euo pipefail
cd "$(dirname "$0")/.."

# The build, unless the one here is current (scripts/start.mjs would refuse it otherwise).
node -e "import('./scripts/start.mjs').then((m) => process.exit(m.startProblem() ? 1 : 0))" || npm run build
tmp=$(mktemp -d "${TMPDIR:-/tmp}/scout-prod-install-XXXXXX")
pid=
cleanup() {
  if [ -n "$pid" ]; then kill -- "-$pid" 2>/dev/null || true; fi
  rm -rf "$tmp"
}
trap cleanup EXIT

mkdir "$tmp/app"
git ls-files -z --cached --others --exclude-standard |
  tar --null --files-from=- --ignore-failed-read -cf - 2>/dev/null | tar -xf - -C "$tmp/app"
for dist in apps/web/dist apps/server/dist packages/cli/dist; do cp -r "$dist" "$tmp/app/$dist"; done
cd "$tmp/app"

echo "npm ci --omit=dev in $tmp/app"
npm ci --omit=dev --prefer-offline --no-audit --no-fund --loglevel=error
# (vite and vitest come anyway, as optional peers of better-auth; the web build's plugins do not.)
if [ -e node_modules/@vitejs/plugin-react ] || [ -e apps/web/node_modules/@vitejs/plugin-react ] || [ -e node_modules/eslint ]; then
  echo "FAILED: npm ci --omit=dev installed development dependencies" >&2
  exit 1
fi

port=$((20000 + RANDOM % 20000))
export SCOUT_DATA_DIR="$tmp/data" PORT="$port" LOG_LEVEL=info
# Its own process group, so that npm, the shell and node stop together.
setsid npm start >"$tmp/start.log" 2>&1 &
pid=$!
healthy=
for _ in $(seq 1 120); do
  if curl -fsS "http://127.0.0.1:$port/api/health" >"$tmp/health.json" 2>/dev/null; then healthy=1; break; fi
  if ! kill -0 "$pid" 2>/dev/null; then break; fi
  sleep 1
done
if [ -z "$healthy" ]; then
  echo "FAILED: npm start did not serve /api/health after a production install:" >&2
  cat "$tmp/start.log" >&2
  exit 1
fi
echo "GET /api/health: $(cat "$tmp/health.json")"
# From the build: node runs scripts/start.mjs and compiles no TypeScript.
if ps -o args= --sid "$pid" | grep -q tsx; then
  echo "FAILED: npm start runs tsx:" >&2
  ps -o pid=,args= --sid "$pid" >&2
  exit 1
fi
echo "npm start's processes: $(ps -o args= --sid "$pid" | tr '\n' ';')"
curl -fsS "http://127.0.0.1:$port/" | grep -q '<div id="root">' || {
  echo "FAILED: npm start did not serve the web app" >&2
  exit 1
}
echo "GET /: the web app"
kill -- "-$pid"
wait "$pid" 2>/dev/null || true
pid=

SCOUT_LLM_PROVIDER=nonsense setsid npm start >"$tmp/bad.log" 2>&1 &
pid=$!
for _ in $(seq 1 120); do
  kill -0 "$pid" 2>/dev/null || break
  sleep 1
done
if kill -0 "$pid" 2>/dev/null || wait "$pid"; then
  echo "FAILED: npm start did not stop with SCOUT_LLM_PROVIDER=nonsense:" >&2
  cat "$tmp/bad.log" >&2
  exit 1
fi
pid=
grep -q 'SCOUT_LLM_PROVIDER: Invalid option' "$tmp/bad.log" || {
  echo "FAILED: npm start with SCOUT_LLM_PROVIDER=nonsense did not say why:" >&2
  cat "$tmp/bad.log" >&2
  exit 1
}
echo "npm start with SCOUT_LLM_PROVIDER=nonsense: stopped, saying $(grep 'SCOUT_LLM_PROVIDER' "$tmp/bad.log")"
echo "production install: ok"
