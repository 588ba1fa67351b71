/**
 * Renders deploy/nginx.conf for one build and prints it (scripts/serve-nginx.sh calls it).
 *
 *   tsx deploy/render-nginx-conf.ts --root dist --listen 127.0.0.1:8443 --run-dir /tmp/x \
 *     [--tls-cert cert.pem --tls-key key.pem] [--redirect-listen 127.0.0.1:8080]
 *
 * Without --tls-cert/--tls-key the server speaks plain HTTP (local measurements only). Environment
 * (docs/deploy.md): CSP_REPORT_URI (report-uri/report-to), NGINX_TEST_LOCATIONS=1 (the e2e run's
 * error locations), API_ORIGIN / VITE_API_BASE_URL and GAME_API_ORIGIN /
 * VITE_GAME_API_BASE_URL (connect-src), API_UPSTREAM (an origin /api/ and /fixed-standard-lotto/
 * are passed to), FRAME_ANCESTORS (space or comma separated) and
 * VITE_APP_DOMAIN (frame-ancestors), CSP_STYLE_ATTRIBUTES=auto|allow|deny, CSP_STYLE_HASHES
 * (more 'sha256-…' sources for style-src, space or comma separated), NGINX_BIN,
 * NGINX_MIME_TYPES, NGINX_ACCESS_LOG.
 */
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { parseArgs } from "node:util";
import { inlineContent, mergeInlineContent } from "./csp";
import { type PolicySettings, renderTemplate, type ServeSettings, templateValues } from "./nginx-template";

const env = (name: string): string | undefined => {
  const value = process.env[name]?.trim();
  return value === undefined || value === "" ? undefined : value;
};

/** Whether this nginx was built with ngx_http_gzip_static_module (`nginx -V` prints to stderr). */
function gzipStaticOf(nginx: string): boolean {
  const result = spawnSync(nginx, ["-V"], { encoding: "utf8" });
  return `${result.stdout ?? ""}${result.stderr ?? ""}`.includes("http_gzip_static_module");
}

/** `nginx -v` → how HTTP/2 is switched on: the `http2` directive exists from 1.25.1, before that it is a listen flag. */
function http2Of(nginx: string): ServeSettings["http2"] {
  const result = spawnSync(nginx, ["-V"], { encoding: "utf8" });
  const text = `${result.stdout ?? ""}${result.stderr ?? ""}`;
  if (!text.includes("http_v2_module")) return "none";
  const [major = 0, minor = 0, patch = 0] = (/nginx\/(\d+)\.(\d+)\.(\d+)/.exec(text)?.slice(1) ?? []).map(Number);
  return major * 1_000_000 + minor * 1000 + patch >= 1_025_001 ? "directive" : "listen";
}

function styleAttributes(): PolicySettings["styleAttributes"] {
  const value = env("CSP_STYLE_ATTRIBUTES") ?? "auto";
  if (value !== "auto" && value !== "allow" && value !== "deny")
    throw new Error(`CSP_STYLE_ATTRIBUTES must be auto, allow or deny, got "${value}"`);
  return value;
}

/** The shell and every prerendered page (docs/prerender.md): the HTML documents nginx serves. */
function htmlDocuments(root: string): string[] {
  return readdirSync(root, { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".html") && !file.startsWith("assets"))
    .map((file) => join(root, file));
}

function main(): void {
  const { values } = parseArgs({
    options: {
      root: { type: "string", default: env("DIST") ?? "dist" },
      listen: { type: "string", default: `${env("HOST") ?? "127.0.0.1"}:${env("PORT") ?? "8080"}` },
      "run-dir": { type: "string" },
      template: { type: "string", default: resolve(import.meta.dirname, "nginx.conf") },
      "tls-cert": { type: "string" },
      "tls-key": { type: "string" },
      "redirect-listen": { type: "string" },
    },
  });
  const [certificate, key] = [values["tls-cert"], values["tls-key"]];
  if ((certificate === undefined) !== (key === undefined)) throw new Error("--tls-cert and --tls-key go together");
  const runDir = values["run-dir"];
  if (runDir === undefined) throw new Error("--run-dir is required (a private directory for the pid and temp files)");
  const root = resolve(values.root);
  const upstream = env("API_UPSTREAM");
  const nginx = env("NGINX_BIN") ?? "nginx";
  const redirectListen = values["redirect-listen"];
  const reportUri = env("CSP_REPORT_URI");
  const serve: ServeSettings = {
    root,
    listen: values.listen,
    ...(certificate === undefined || key === undefined ? {} : { tls: { certificate: resolve(certificate), key: resolve(key) } }),
    http2: http2Of(nginx),
    ...(redirectListen === undefined ? {} : { redirectListen }),
    testLocations: env("NGINX_TEST_LOCATIONS") === "1",
    runDir: resolve(runDir),
    mimeTypes: env("NGINX_MIME_TYPES") ?? "/etc/nginx/mime.types",
    accessLog: env("NGINX_ACCESS_LOG") ?? "off",
    gzipStatic: gzipStaticOf(nginx),
    runAsRoot: process.getuid?.() === 0,
    ...(upstream === undefined ? {} : { apiUpstream: upstream }),
  };
  const policy: PolicySettings = {
    inline: mergeInlineContent(htmlDocuments(root).map((file) => inlineContent(readFileSync(file, "utf8")))),
    apiUrls: [env("API_ORIGIN") ?? env("VITE_API_BASE_URL") ?? "", env("GAME_API_ORIGIN") ?? env("VITE_GAME_API_BASE_URL") ?? ""],
    frameAncestors: [...(env("FRAME_ANCESTORS")?.split(/[\s,]+/) ?? []), env("VITE_APP_DOMAIN") ?? ""],
    styleAttributes: styleAttributes(),
    extraStyleHashes: (env("CSP_STYLE_HASHES")?.split(/[\s,]+/) ?? []).map((hash) => (hash.startsWith("'") ? hash : `'${hash}'`)),
    // Only the sandbox build ships MSW's worker (vite.config.ts drops it from production builds).
    serviceWorker: existsSync(resolve(root, "mockServiceWorker.js")),
    ...(reportUri === undefined ? {} : { reportUri }),
  };
  process.stdout.write(renderTemplate(readFileSync(values.template, "utf8"), templateValues(serve, policy)));
}

main();
