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

# Without the prerendered pages (PRERENDER=0: nginx serves the shell, the browser renders every
# page) and minified by Vite's own minifier instead of terser: the currency only reaches the amounts
# the app renders from the API's answers, which the prerendered frames do not hold, and the main e2e
# run checks the prerendered pages and the terser build. This build then takes 3.7 s instead of 27 s
# (4.8 s of CPU instead of 35 s; in CI it runs beside the main e2e run, on the same two cores).
if [ -z "${SKIP_BUILD:-}" ]; then
  VITE_CURRENCY="$CURRENCY" PRERENDER=0 npm run build:sandbox -- --minify oxc --outDir "$DIST" --emptyOutDir
fi

# Its own output directory: Playwright empties its output directory when a run starts, and CI runs
# this beside the main e2e run (.ci/run), whose test-results/ must stay (git ignores both).
SKIP_BUILD=1 E2E_DIST="$DIST" E2E_NGINX_PORT="$PORT" E2E_CURRENCY="$CURRENCY" bash scripts/serve-nginx-e2e.sh e2e/currency --output test-results-currency-"$(echo "$CURRENCY" | tr '[:upper:]' '[:lower:]')" "$@"
