#!/usr/bin/env bash
# npm run lint: ESLint and Prettier's check at once. Each keeps about one core busy, so on a 2-core
# machine the pair takes about as long as ESLint alone (docs/quality.md, "CI"). Prettier's output
# is printed after ESLint's; either failing fails the run.
# Both keep a cache in node_modules/.cache, by file content: a second run checks only the files that
# changed (about 45 s → a few seconds). ESLint's typed rules read other files' types, and a cached
# file is not checked again when only a file it imports changed: `npm run lint -- --no-cache` checks
# everything, and CI (.ci/run) always runs both without a cache.
set -uo pipefail
cd "$(dirname "$0")/.."
PATH="$PWD/node_modules/.bin:$PATH"

prettier_log="$(mktemp)"
trap 'rm -f "$prettier_log"' EXIT
if [ "${1:-}" = "--no-cache" ]; then
  eslint_cache=() prettier_cache=()
else
  eslint_cache=(--cache --cache-strategy content --cache-location node_modules/.cache/eslint/)
  prettier_cache=(--cache --cache-strategy content --cache-location node_modules/.cache/prettier/cache.json)
fi

prettier --check "${prettier_cache[@]}" . > "$prettier_log" 2>&1 &
prettier_pid=$!

eslint "${eslint_cache[@]}" .
eslint_status=$?
wait "$prettier_pid"
prettier_status=$?
cat "$prettier_log"

[ "$eslint_status" -eq 0 ] && [ "$prettier_status" -eq 0 ]
