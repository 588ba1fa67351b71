#!/usr/bin/env bash
# npm run test:e2e:currency: the checkout in a build whose VITE_CURRENCY is not AED (SPEC §1
# currency; docs/domain.md, "Currency exponent"). One spec, e2e/currency/, against a sandbox build
# made with VITE_CURRENCY (KWD, three decimals, by default) in a directory of its own, served by
# nginx like the main e2e run (scripts/serve-nginx-e2e.sh).
#
#   npm run test:e2e:currency                      KWD, built into /tmp/lotto-e2e-kwd, port 8093
#   E2E_CURRENCY=JPY npm run test:e2e:currency     another currency
#   E2E_DIST=/tmp/x E2E_NGINX_PORT=8170 SKIP_BUILD=1 npm run test:e2e:currency
set -euo pipefail
cd "$(dirname "$0")/.."

CURRENCY="${E2E_CURRENCY:-KWD}"
DIST="${E2E_DIST:-/tmp/lotto-e2e-$(echo "$CURRENCY" | tr '[:upper:]' '[:lower:]')}"
PORT="${E2E_NGINX_PORT:-8093}"

if [ -z "${SKIP_BUILD:-}" ]; then
  VITE_CURRENCY="$CURRENCY" npm run build:sandbox -- --outDir "$DIST" --emptyOutDir
fi

# Its own output directory: Playwright empties its output directory when a run starts, and CI runs
# this beside the main e2e run (.ci/run), whose test-results/ must stay (git ignores both).
SKIP_BUILD=1 E2E_DIST="$DIST" E2E_NGINX_PORT="$PORT" E2E_CURRENCY="$CURRENCY" bash scripts/serve-nginx-e2e.sh e2e/currency --output test-results-currency-"$(echo "$CURRENCY" | tr '[:upper:]' '[:lower:]')" "$@"
