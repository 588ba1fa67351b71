#!/usr/bin/env bash
# npm run test:contract (docs/quality.md, "Unit test time"): the Pact consumer tests write the
# pacts, which are stamped with the commit; then three checks that only read them run at once,
# each with its own output, printed whole when it ends:
#   verify    provider verification against a freshly started sandbox (scripts/pact/verify-pacts.ts)
#   validate  every pact against its OpenAPI document (scripts/pact/validate-pacts.ts)
#   replay    pacts and seed traffic through Prism against a sandbox of its own (scripts/pact/prism-replay.ts)
# Fails when any step fails; every check runs to its end, so one run reports every broken contract.
set -euo pipefail
cd "$(dirname "$0")/.."
export PACT_DO_NOT_TRACK=true PATH="$PWD/node_modules/.bin:$PATH"

tsx scripts/pact/clean-pacts.ts
vitest run --project contract
tsx scripts/pact/stamp-pacts.ts

logs=$(mktemp -d)
trap 'rm -rf "$logs"' EXIT
declare -A pid
start() {
  local name=$1
  shift
  "$@" >"$logs/$name" 2>&1 &
  pid[$name]=$!
}
start verify tsx scripts/pact/verify-pacts.ts --sandbox
start validate tsx scripts/pact/validate-pacts.ts
start replay tsx scripts/pact/prism-replay.ts

failed=()
for name in verify validate replay; do
  status=0
  wait "${pid[$name]}" || status=$?
  printf '\n==> %s (exit %d)\n' "$name" "$status"
  cat "$logs/$name"
  if [ "$status" -ne 0 ]; then failed+=("$name"); fi
done
if [ ${#failed[@]} -gt 0 ]; then
  printf '\ntest:contract failed: %s\n' "${failed[*]}" >&2
  exit 1
fi
