/**
 * Renders deploy/nginx.conf for one build and prints it (scripts/serve-nginx.sh calls it).
 *
 *   tsx deploy/render-nginx-conf.ts --root dist --listen 127.0.0.1:8080 --run-dir /tmp/x
 *
 * Environment (docs/quality.md): API_ORIGIN / VITE_API_BASE_URL and GAME_API_ORIGIN /
 * VITE_GAME_API_BASE_URL (connect-src), API_UPSTREAM (an origin /api/ and /fixed-standard-lotto/
 * are passed to), FRAME_ANCESTORS (space or comma separated) and
 * VITE_APP_DOMAIN (frame-ancestors), CSP_STYLE_ATTRIBUTES=auto|allow|deny, CSP_STYLE_HASHES
 * (more 'sha256-…' sources for style-src, space or comma separated), NGINX_BIN,
 * NGINX_MIME_TYPES, NGINX_ACCESS_LOG.
 */
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { parseArgs } from "node:util";
import { inlineContent } from "./csp";
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

function styleAttributes(): PolicySettings["styleAttributes"] {
  const value = env("CSP_STYLE_ATTRIBUTES") ?? "auto";
  if (value !== "auto" && value !== "allow" && value !== "deny") throw new Error(`CSP_STYLE_ATTRIBUTES must be auto, allow or deny, got "${value}"`);
  return value;
}

function main(): void {
  const { values } = parseArgs({
    options: {
      root: { type: "string", default: env("DIST") ?? "dist" },
      listen: { type: "string", default: `${env("HOST") ?? "127.0.0.1"}:${env("PORT") ?? "8080"}` },
      "run-dir": { type: "string" },
      template: { type: "string", default: resolve(import.meta.dirname, "nginx.conf") },
    },
  });
  const runDir = values["run-dir"];
  if (runDir === undefined) throw new Error("--run-dir is required (a private directory for the pid and temp files)");
  const root = resolve(values.root);
  const upstream = env("API_UPSTREAM");
  const serve: ServeSettings = {
    root,
    listen: values.listen,
    runDir: resolve(runDir),
    mimeTypes: env("NGINX_MIME_TYPES") ?? "/etc/nginx/mime.types",
    accessLog: env("NGINX_ACCESS_LOG") ?? "off",
    gzipStatic: gzipStaticOf(env("NGINX_BIN") ?? "nginx"),
    runAsRoot: process.getuid?.() === 0,
    ...(upstream === undefined ? {} : { apiUpstream: upstream }),
  };
  const policy: PolicySettings = {
    inline: inlineContent(readFileSync(resolve(root, "index.html"), "utf8")),
    apiUrls: [env("API_ORIGIN") ?? env("VITE_API_BASE_URL") ?? "", env("GAME_API_ORIGIN") ?? env("VITE_GAME_API_BASE_URL") ?? ""],
    frameAncestors: [...(env("FRAME_ANCESTORS")?.split(/[\s,]+/) ?? []), env("VITE_APP_DOMAIN") ?? ""],
    styleAttributes: styleAttributes(),
    extraStyleHashes: (env("CSP_STYLE_HASHES")?.split(/[\s,]+/) ?? []).map((hash) => (hash.startsWith("'") ? hash : `'${hash}'`)),
  };
  process.stdout.write(renderTemplate(readFileSync(values.template, "utf8"), templateValues(serve, policy)));
}

main();
