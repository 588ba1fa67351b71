#!/usr/bin/env bash
# Serves a build (./dist by default) with nginx in the foreground, as in production:
# deploy/nginx.conf rendered for this build (CSP hashes, API origins), SPA fallback, cache headers,
# HTTPS with HSTS (docs/deploy.md).
#
#   PORT=8443 HOST=127.0.0.1 DIST=dist bash scripts/serve-nginx.sh      (npm run serve:nginx)
#
# TLS: TLS_CERT and TLS_KEY (PEM files) in production; without them a self-signed certificate for
# 127.0.0.1/localhost is made with openssl for this run (what the e2e run uses). TLS=off serves
# plain HTTP instead (local measurements only: npm run perf). HTTP_PORT: also listen there and
# answer every plain-HTTP request with a 301 to https://same-host:PORT/same-URI (production:
# PORT=443 HTTP_PORT=80).
#
# The pid file and temp paths live in a private temp directory, removed on exit; SIGTERM or
# SIGINT stops nginx gracefully. Installs Debian's nginx-light when nginx is missing.
# More settings (API origins, frame ancestors, style attributes): deploy/render-nginx-conf.ts.
set -euo pipefail
cd "$(dirname "$0")/.."

export PORT="${PORT:-8443}" HOST="${HOST:-127.0.0.1}"
DIST="$(realpath "${DIST:-dist}")"
NGINX_BIN="${NGINX_BIN:-$(command -v nginx || echo /usr/sbin/nginx)}"
export NGINX_BIN

if [ ! -f "$DIST/index.html" ]; then
  echo "serve-nginx: no build in $DIST (run npm run build first)" >&2
  exit 1
fi

if [ ! -x "$NGINX_BIN" ]; then
  echo "serve-nginx: installing Debian's nginx-light" >&2
  if [ "$(id -u)" = 0 ]; then APT=(apt-get); else APT=(sudo apt-get); fi
  DEBIAN_FRONTEND=noninteractive "${APT[@]}" update -qq
  DEBIAN_FRONTEND=noninteractive "${APT[@]}" install -y -qq nginx-light >/dev/null
  NGINX_BIN=/usr/sbin/nginx
fi

RUN_DIR="$(mktemp -d "${TMPDIR:-/tmp}/lotto-nginx.XXXXXX")"
# Workers started by root run as nobody: they must be able to enter the run directory.
chmod 755 "$RUN_DIR"
cleanup() { rm -rf "$RUN_DIR"; }
trap cleanup EXIT

RENDER_ARGS=(--root "$DIST" --listen "$HOST:$PORT" --run-dir "$RUN_DIR")
SCHEME=https
if [ "${TLS:-on}" = off ]; then
  SCHEME=http
elif [ -n "${TLS_CERT:-}" ] || [ -n "${TLS_KEY:-}" ]; then
  RENDER_ARGS+=(--tls-cert "${TLS_CERT:?TLS_KEY needs TLS_CERT}" --tls-key "${TLS_KEY:?TLS_CERT needs TLS_KEY}")
else
  # A certificate for this run only (2 days), for the addresses the tests and a local browser use.
  openssl req -x509 -newkey rsa:2048 -nodes -days 2 -subj /CN=127.0.0.1 \
    -addext subjectAltName=IP:127.0.0.1,DNS:localhost \
    -keyout "$RUN_DIR/tls.key" -out "$RUN_DIR/tls.crt" 2>/dev/null
  RENDER_ARGS+=(--tls-cert "$RUN_DIR/tls.crt" --tls-key "$RUN_DIR/tls.key")
fi
if [ "$SCHEME" = https ] && [ -n "${HTTP_PORT:-}" ]; then RENDER_ARGS+=(--redirect-listen "$HOST:$HTTP_PORT"); fi

node_modules/.bin/tsx deploy/render-nginx-conf.ts "${RENDER_ARGS[@]}" >"$RUN_DIR/nginx.conf"
"$NGINX_BIN" -t -q -p "$RUN_DIR" -c "$RUN_DIR/nginx.conf" -e stderr

"$NGINX_BIN" -p "$RUN_DIR" -c "$RUN_DIR/nginx.conf" -e stderr &
NGINX_PID=$!
stop() {
  # QUIT: finish the requests in flight, then exit.
  kill -QUIT "$NGINX_PID" 2>/dev/null || true
  wait "$NGINX_PID" 2>/dev/null || true
  exit 0
}
trap stop TERM INT
echo "serve-nginx: $SCHEME://$HOST:$PORT serving $DIST${HTTP_PORT:+ (http://$HOST:$HTTP_PORT redirects)} (pid $NGINX_PID)" >&2
wait "$NGINX_PID"
