#!/usr/bin/env bash
# Fails when a generated file (OpenAPI types, i18n types, route tree) differs from what its source produces.
set -euo pipefail
cd "$(dirname "$0")/.."
targets=()
if [ -f openapi/lotto-api.yaml ]; then npm run -s gen:api >/dev/null; targets+=(src/adapters/http/generated mocks/generated); fi
if [ -f typesafe-i18n.json ]; then npm run -s gen:i18n >/dev/null 2>&1 || true; targets+=(src/ui/i18n); fi
if [ ${#targets[@]} -gt 0 ] && ! git diff --quiet -- "${targets[@]}"; then
  echo "Generated files are stale; run npm run gen:api / gen:i18n and commit:" >&2
  git --no-pager diff --stat -- "${targets[@]}" >&2
  exit 1
fi
echo "generated files are current"
