#!/usr/bin/env bash
# README's first command, checked: the dev server (`npm start`'s Vite) starts, pre-bundles the
# dependencies (its own plugins included: scripts/react-aria-locales.ts) and serves the shop's page.
# A plugin that throws while pre-bundling stops the server; no other step runs it.
set -euo pipefail
cd "$(dirname "$0")/.."
# A free port (another server on 5173 or a fixed one must not fail the check).
port="${DEV_SMOKE_PORT:-$(node -e 'const s = require("node:net").createServer().listen(0, "127.0.0.1", () => { console.log(s.address().port); s.close(); })')}"
work="$(mktemp -d)"
log="$work/vite.log"
deps=node_modules/.vite/deps
# A fresh pre-bundling (--force), whose result `npm start` then reuses.
rm -rf "$deps"
# Vite's own process (not an npx wrapper), so that stopping it stops the server.
node_modules/.bin/vite --port "$port" --strictPort --force > "$log" 2>&1 &
pid=$!
cleanup() { kill "$pid" 2>/dev/null || true; wait "$pid" 2>/dev/null || true; rm -rf "$work"; }
trap cleanup EXIT
for _ in $(seq 1 120); do
  if ! kill -0 "$pid" 2>/dev/null; then
    cat "$log" >&2
    echo "dev-smoke: the dev server stopped" >&2
    exit 1
  fi
  if [ -f "$deps/_metadata.json" ]; then break; fi
  sleep 1
done
if [ ! -f "$deps/_metadata.json" ]; then
  cat "$log" >&2
  echo "dev-smoke: the dependencies were not pre-bundled within 120 s" >&2
  exit 1
fi
if ! curl -sf "http://localhost:$port/" | grep -q '<div id="root"'; then
  cat "$log" >&2
  echo "dev-smoke: the dev server did not serve the shop's page" >&2
  exit 1
fi
sleep 1
kill -0 "$pid" 2>/dev/null || { cat "$log" >&2; echo "dev-smoke: the dev server stopped" >&2; exit 1; }
echo "dev-smoke: the dev server started, pre-bundled its dependencies and served the page"
