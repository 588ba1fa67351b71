#!/usr/bin/env bash
# npm run test:e2e:nginx: the sandbox build served by nginx (scripts/serve-nginx.sh, with the
# production TLS, CSP and cache headers; a self-signed certificate made for the run), then
# Playwright against https://127.0.0.1:PORT (E2E_BASE_URL set, so playwright.config.ts starts no
# preview server of its own; it ignores the certificate's issuer).
#
#   npm run test:e2e:nginx                         e2e/nginx, the smoke and the all-routes specs
#   npm run test:e2e:ci                            every spec under e2e/ (what .ci/run runs)
#   npm run test:e2e:nginx -- e2e/a11y             any other Playwright arguments instead
#   SKIP_BUILD=1 npm run test:e2e:nginx            serve the build already there
#   E2E_DIST=/tmp/e2e-dist npm run test:e2e:nginx  build into (and serve) a directory of its own,
#                                                  so another build of dist/ cannot change it mid-run
#   E2E_NGINX_PORT=8099                            the HTTPS port nginx listens on (8089)
#   E2E_NGINX_HTTP_PORT=9099                       its plain-HTTP port, which redirects (E2E_NGINX_PORT + 1000)
set -euo pipefail
cd "$(dirname "$0")/.."

PORT="${E2E_NGINX_PORT:-8089}"
HTTP_PORT="${E2E_NGINX_HTTP_PORT:-$((PORT + 1000))}"
DIST="${E2E_DIST:-dist}"
# The sandbox build (the one npm run test:e2e tests): build:sandbox when package.json has it.
if [ -z "${SKIP_BUILD:-}" ]; then
  BUILD=build
  if grep -q '"build:sandbox"' package.json; then BUILD=build:sandbox; fi
  if [ "$DIST" = dist ]; then npm run "$BUILD"; else npm run "$BUILD" -- --outDir "$DIST" --emptyOutDir; fi
fi

# NGINX_TEST_LOCATIONS: a 500 and a 502 nginx makes itself (e2e/nginx/headers.spec.ts).
PORT="$PORT" HTTP_PORT="$HTTP_PORT" HOST=127.0.0.1 DIST="$DIST" NGINX_TEST_LOCATIONS=1 bash scripts/serve-nginx.sh &
SERVER_PID=$!
stop_server() { kill -TERM "$SERVER_PID" 2>/dev/null || true; wait "$SERVER_PID" 2>/dev/null || true; }
trap stop_server EXIT

for _ in $(seq 1 100); do
  if (exec 3<>"/dev/tcp/127.0.0.1/$PORT") 2>/dev/null; then break; fi
  if ! kill -0 "$SERVER_PID" 2>/dev/null; then echo "test:e2e:nginx: nginx did not start" >&2; exit 1; fi
  sleep 0.2
done

if [ "$#" -eq 0 ]; then
  # The default subset: the nginx checks, the smoke test and every all-routes spec there is.
  set -- e2e/nginx e2e/smoke.spec.ts
  for spec in e2e/*routes*.spec.ts e2e/a11y/all-routes.spec.ts; do
    if [ -f "$spec" ]; then set -- "$@" "$spec"; fi
  done
fi

E2E_BASE_URL="https://127.0.0.1:$PORT" E2E_HTTP_URL="http://127.0.0.1:$HTTP_PORT" E2E_NGINX=1 npx playwright test "$@"
