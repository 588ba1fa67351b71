#!/usr/bin/env bash
# Serves a build (./dist by default) with nginx in the foreground, as in production:
# deploy/nginx.conf rendered for this build (CSP hashes, API origins), SPA fallback, cache headers.
#
#   PORT=8080 HOST=127.0.0.1 DIST=dist bash scripts/serve-nginx.sh      (npm run serve:nginx)
#
# The pid file and temp paths live in a private temp directory, removed on exit; SIGTERM or
# SIGINT stops nginx gracefully. Installs Debian's nginx-light when nginx is missing.
# More settings (API origins, frame ancestors, style attributes): deploy/render-nginx-conf.ts.
set -euo pipefail
cd "$(dirname "$0")/.."

export PORT="${PORT:-8080}" HOST="${HOST:-127.0.0.1}"
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

node_modules/.bin/tsx deploy/render-nginx-conf.ts --root "$DIST" --listen "$HOST:$PORT" --run-dir "$RUN_DIR" >"$RUN_DIR/nginx.conf"
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
echo "serve-nginx: http://$HOST:$PORT serving $DIST (pid $NGINX_PID)" >&2
wait "$NGINX_PID"
