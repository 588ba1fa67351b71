#!/usr/bin/env bash
# npm run lint: ESLint and Prettier's check at once. Each keeps about one core busy, so on a 2-core
# machine the pair takes about as long as ESLint alone (docs/quality.md, "CI"). Prettier's output
# is printed after ESLint's; either failing fails the run.
set -uo pipefail
cd "$(dirname "$0")/.."
PATH="$PWD/node_modules/.bin:$PATH"

prettier_log="$(mktemp)"
trap 'rm -f "$prettier_log"' EXIT
prettier --check . > "$prettier_log" 2>&1 &
prettier_pid=$!

eslint .
eslint_status=$?
wait "$prettier_pid"
prettier_status=$?
cat "$prettier_log"

[ "$eslint_status" -eq 0 ] && [ "$prettier_status" -eq 0 ]
