import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { expect, test } from "@playwright/test";
import { contentSecurityPolicy, inlineContent, originOf, REACT_ARIA_STYLES, sha256Source } from "../../deploy/csp";
import { API_PROXY_PATHS, policyFor, renderTemplate, templateValues, upstreamOrigin } from "../../deploy/nginx-template";

/** The pure parts of deploy/: no browser, no server (docs/quality.md, "Production serving"). */

const noInline = { scriptHashes: [], styleHashes: [], hasStyleAttributes: false };
const directives = (csp: string) => new Map(csp.split("; ").map((part) => [part.split(" ")[0] ?? "", part.split(" ").slice(1)]));

test.describe("deploy/csp", () => {
  test("hashes every inline script and style of index.html, never a script with src", () => {
    const html = `<script type="module" src="/assets/a.js"></script><script>window.a=1</script><style>p{color:red}</style><div style="x"></div>`;
    const found = inlineContent(html);
    expect(found.scriptHashes).toEqual([sha256Source("window.a=1")]);
    expect(found.styleHashes).toEqual([sha256Source("p{color:red}")]);
    expect(found.hasStyleAttributes).toBe(true);
    expect(inlineContent(`<script type="module" crossorigin src="/assets/a.js"></script>`)).toEqual(noInline);
  });

  test("sha256 sources match the CSP format", () => {
    // echo -n "alert(1)" | openssl dgst -sha256 -binary | base64
    expect(sha256Source("alert(1)")).toBe("'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='");
  });

  const origins: [string, string | undefined][] = [
    ["", undefined],
    ["https://api.example.com/v1/", "https://api.example.com"],
    ["http://127.0.0.1:8787", "http://127.0.0.1:8787"],
  ];
  test("origins are taken from base URLs", () => {
    for (const [url, origin] of origins) expect(originOf(url)).toBe(origin);
    expect(() => originOf("javascript:alert(1)")).toThrow();
    expect(() => originOf("/api")).toThrow();
  });

  test("the policy allows only what the app needs", () => {
    const csp = directives(
      contentSecurityPolicy({
        inline: { scriptHashes: ["'sha256-A'"], styleHashes: [], hasStyleAttributes: false },
        runtimeStyles: [],
        connectOrigins: ["https://api.example.com", "https://api.example.com", "https://game.example.com"],
        frameAncestors: ["https://app.example.com"],
        allowStyleAttributes: false,
      }),
    );
    expect(csp.get("default-src")).toEqual(["'self'"]);
    expect(csp.get("script-src")).toEqual(["'self'", "'sha256-A'"]);
    expect(csp.get("style-src")).toEqual(["'self'"]);
    expect(csp.has("style-src-attr")).toBe(false);
    expect(csp.get("connect-src")).toEqual(["'self'", "https://api.example.com", "https://game.example.com"]);
    expect(csp.get("frame-ancestors")).toEqual(["'self'", "https://app.example.com"]);
    for (const [name, value] of [["object-src", "'none'"], ["base-uri", "'none'"], ["worker-src", "'self'"], ["form-action", "'self'"]] as const) {
      expect(csp.get(name)).toEqual([value]);
    }
    expect([...csp.values()].flat()).not.toContain("'unsafe-eval'");
  });

  test("react-aria's run-time <style> elements are allowed by hash, nothing else inline", () => {
    const styleSrc = directives(policyFor({ apiUrls: [], frameAncestors: [], inline: noInline, styleAttributes: "auto", extraStyleHashes: ["'sha256-B'"] })).get("style-src");
    // The hash Chromium names when usePress's style is blocked.
    expect(styleSrc).toEqual(["'self'", "'sha256-38RhXrc7EdReTKsOm23ZPOCUgniTUUcjky8QOOrQx6o='", sha256Source(REACT_ARIA_STYLES[1] ?? ""), "'sha256-B'"]);
  });

  test("style attributes get 'unsafe-inline' on style-src-attr only, and only when asked or found", () => {
    const base = { apiUrls: [], frameAncestors: [] };
    expect(directives(policyFor({ ...base, inline: noInline, styleAttributes: "auto" })).has("style-src-attr")).toBe(false);
    expect(directives(policyFor({ ...base, inline: { ...noInline, hasStyleAttributes: true }, styleAttributes: "auto" })).get("style-src-attr")).toEqual(["'unsafe-inline'"]);
    expect(directives(policyFor({ ...base, inline: noInline, styleAttributes: "allow" })).get("style-src-attr")).toEqual(["'unsafe-inline'"]);
    expect(directives(policyFor({ ...base, inline: { ...noInline, hasStyleAttributes: true }, styleAttributes: "deny" })).has("style-src-attr")).toBe(false);
  });
});

test.describe("deploy/nginx.conf", () => {
  test("a placeholder without a value, or a value without a placeholder, is refused", () => {
    expect(renderTemplate("a {{X}} b", { X: "1" })).toBe("a 1 b");
    expect(() => renderTemplate("a {{X}} {{Y}}", { X: "1" })).toThrow(/Y/);
    expect(() => renderTemplate("a {{X}}", { X: "1", Z: "2" })).toThrow(/Z/);
  });

  const serve = (runDir: string, apiUpstream?: string) => ({
    root: resolve("public"),
    listen: "127.0.0.1:18999",
    runDir,
    mimeTypes: "/etc/nginx/mime.types",
    accessLog: "off",
    gzipStatic: true,
    runAsRoot: process.getuid?.() === 0,
    ...(apiUpstream === undefined ? {} : { apiUpstream }),
  });
  const policy = { inline: noInline, apiUrls: ["https://api.example.com"], frameAncestors: ["https://app.example.com"], styleAttributes: "auto" } as const;

  test("API_UPSTREAM passes the API paths to that origin; unset, there is no proxy", () => {
    const without = renderTemplate(readFileSync("deploy/nginx.conf", "utf8"), templateValues(serve("/tmp/x"), policy));
    expect(without).not.toContain("proxy_pass");
    const proxied = renderTemplate(readFileSync("deploy/nginx.conf", "utf8"), templateValues(serve("/tmp/x", "http://127.0.0.1:8787/"), policy));
    for (const path of API_PROXY_PATHS) {
      const block = proxied.slice(proxied.indexOf(`location ${path} {`)).split("}")[0] ?? "";
      expect(block).toContain("proxy_pass http://127.0.0.1:8787;");
      expect(block).toContain('add_header Cache-Control "no-store" always;');
    }
    expect(proxied.match(/Content-Security-Policy/g)?.length).toBe(without.match(/Content-Security-Policy/g)!.length + API_PROXY_PATHS.length);
    for (const bad of ["ftp://x", "http://x; include /etc/passwd", "not a url"]) expect(() => upstreamOrigin(bad)).toThrow();
  });

  for (const apiUpstream of [undefined, "http://127.0.0.1:8787"]) test(`the rendered configuration passes nginx -t (API_UPSTREAM ${apiUpstream ?? "unset"})`, () => {
    const nginx = process.env["NGINX_BIN"] ?? "/usr/sbin/nginx";
    test.skip(!existsSync(nginx), `nginx is not installed at ${nginx} (scripts/serve-nginx.sh installs it)`);
    const runDir = mkdtempSync(join(tmpdir(), "lotto-nginx-test-"));
    try {
      const values = templateValues(serve(runDir, apiUpstream), policy);
      writeFileSync(join(runDir, "nginx.conf"), renderTemplate(readFileSync("deploy/nginx.conf", "utf8"), values));
      const result = spawnSync(nginx, ["-t", "-p", runDir, "-c", join(runDir, "nginx.conf"), "-e", "stderr"], { encoding: "utf8" });
      expect(result.stderr).toContain("test is successful");
    } finally {
      rmSync(runDir, { recursive: true, force: true });
    }
  });
});
