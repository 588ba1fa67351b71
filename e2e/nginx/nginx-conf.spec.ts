import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { expect, test } from "@playwright/test";
import {
  contentSecurityPolicy,
  HSTS,
  inlineContent,
  mergeInlineContent,
  originOf,
  REACT_ARIA_STYLES,
  reportUriOf,
  securityHeaders,
  sha256Source,
} from "../../deploy/csp";
import {
  API_PROXY_PATHS,
  headerLines,
  policyFor,
  portOf,
  renderTemplate,
  type ServeSettings,
  templateValues,
  upstreamOrigin,
} from "../../deploy/nginx-template";

/** The pure parts of deploy/: no browser, no server (docs/quality.md, "Production serving"). */

const noInline = { scriptHashes: [], styleHashes: [], hasStyleAttributes: false, styleAttributeHashes: [] };
const directives = (csp: string) => new Map(csp.split("; ").map((part) => [part.split(" ")[0] ?? "", part.split(" ").slice(1)]));

test.describe("deploy/csp", () => {
  test("hashes every inline script and style of index.html, never a script with src", () => {
    const html = `<script type="module" src="/assets/a.js"></script><script>window.a=1</script><style>p{color:red}</style><div style="x"></div>`;
    const found = inlineContent(html);
    expect(found.scriptHashes).toEqual([sha256Source("window.a=1")]);
    expect(found.styleHashes).toEqual([sha256Source("p{color:red}")]);
    expect(found.hasStyleAttributes).toBe(true);
    expect(found.styleAttributeHashes).toEqual([sha256Source("x")]);
    expect(inlineContent(`<script type="module" crossorigin src="/assets/a.js"></script>`)).toEqual(noInline);
  });

  test("the shell and the prerendered pages count together, each hash once", () => {
    const shell = inlineContent(`<div id="root"></div>`);
    const login = inlineContent(`<div style="x"></div><p style="y"></p>`);
    const register = inlineContent(`<div style="x"></div>`);
    expect(mergeInlineContent([shell, login, register])).toEqual({
      ...noInline,
      hasStyleAttributes: true,
      styleAttributeHashes: [sha256Source("x"), sha256Source("y")],
    });
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
        inline: { scriptHashes: ["'sha256-A'"], styleHashes: [], hasStyleAttributes: false, styleAttributeHashes: [] },
        runtimeStyles: [],
        connectOrigins: ["https://api.example.com", "https://api.example.com", "https://game.example.com"],
        frameAncestors: ["https://app.example.com"],
        allowStyleAttributes: false,
        serviceWorker: false,
      }),
    );
    expect(csp.get("default-src")).toEqual(["'none'"]);
    expect(csp.get("script-src")).toEqual(["'self'", "'sha256-A'"]);
    expect(csp.get("style-src")).toEqual(["'self'"]);
    expect(csp.has("style-src-attr")).toBe(false);
    expect(csp.get("connect-src")).toEqual(["'self'", "https://api.example.com", "https://game.example.com"]);
    expect(csp.get("frame-ancestors")).toEqual(["'self'", "https://app.example.com"]);
    for (const [name, value] of [
      ["object-src", "'none'"],
      ["base-uri", "'none'"],
      ["worker-src", "'none'"],
      ["manifest-src", "'self'"],
      ["font-src", "'self'"],
      ["form-action", "'self'"],
    ] as const) {
      expect(csp.get(name)).toEqual([value]);
    }
    expect([...csp.values()].flat()).not.toContain("'unsafe-eval'");
    expect(csp.has("report-to")).toBe(false);
    expect(csp.has("report-uri")).toBe(false);
  });

  test("worker-src allows the sandbox's service worker only when the build ships it", () => {
    const of = (serviceWorker: boolean) =>
      directives(policyFor({ apiUrls: [], frameAncestors: [], inline: noInline, styleAttributes: "auto", serviceWorker })).get(
        "worker-src",
      );
    expect(of(true)).toEqual(["'self'"]);
    expect(of(false)).toEqual(["'none'"]);
  });

  test("a configured report endpoint is named by report-uri, report-to and Reporting-Endpoints; none, no reporting", () => {
    const policy = policyFor({
      apiUrls: [],
      frameAncestors: [],
      inline: noInline,
      styleAttributes: "auto",
      serviceWorker: false,
      reportUri: "https://reports.example.com/csp",
    });
    expect(directives(policy).get("report-uri")).toEqual(["https://reports.example.com/csp"]);
    expect(directives(policy).get("report-to")).toEqual(["csp"]);
    expect(securityHeaders(policy, { tls: true, reportUri: "https://reports.example.com/csp" })["Reporting-Endpoints"]).toBe(
      'csp="https://reports.example.com/csp"',
    );
    expect(securityHeaders(policy, { tls: true })["Reporting-Endpoints"]).toBeUndefined();
    for (const bad of [
      "/relative",
      "javascript:alert(1)",
      "https://x.example/a b",
      "https://x.example/;script-src *",
      'https://x.example/"',
    ])
      expect(() => reportUriOf(bad), bad).toThrow();
  });

  test("the headers: HSTS only over TLS, no-referrer, COOP and CORP same-origin, nosniff", () => {
    const tls = securityHeaders("default-src 'none'", { tls: true });
    expect(tls["Strict-Transport-Security"]).toBe(HSTS);
    expect(HSTS).toBe("max-age=31536000; includeSubDomains");
    expect(securityHeaders("x", { tls: false })["Strict-Transport-Security"]).toBeUndefined();
    expect(tls).toMatchObject({
      "Referrer-Policy": "no-referrer",
      "Cross-Origin-Opener-Policy": "same-origin",
      "Cross-Origin-Resource-Policy": "same-origin",
      "X-Content-Type-Options": "nosniff",
    });
    expect(headerLines({ "Reporting-Endpoints": 'csp="https://r.example/"' })).toBe(
      `add_header Reporting-Endpoints 'csp="https://r.example/"' always;`,
    );
    expect(() => headerLines({ X: "a$b" })).toThrow();
  });

  test("react-aria's run-time <style> elements are allowed by hash, nothing else inline", () => {
    const styleSrc = directives(
      policyFor({
        apiUrls: [],
        frameAncestors: [],
        inline: noInline,
        styleAttributes: "auto",
        serviceWorker: false,
        extraStyleHashes: ["'sha256-B'"],
      }),
    ).get("style-src");
    // The hash Chromium names when usePress's style is blocked.
    expect(styleSrc).toEqual([
      "'self'",
      "'sha256-38RhXrc7EdReTKsOm23ZPOCUgniTUUcjky8QOOrQx6o='",
      sha256Source(REACT_ARIA_STYLES[1] ?? ""),
      "'sha256-B'",
    ]);
  });

  test("style attributes found in the build's HTML are allowed by hash on style-src-attr; 'unsafe-inline' only when asked", () => {
    const base = { apiUrls: [], frameAncestors: [], serviceWorker: false };
    const found = { ...noInline, hasStyleAttributes: true, styleAttributeHashes: [sha256Source("x"), sha256Source("y")] };
    expect(directives(policyFor({ ...base, inline: noInline, styleAttributes: "auto" })).has("style-src-attr")).toBe(false);
    expect(directives(policyFor({ ...base, inline: found, styleAttributes: "auto" })).get("style-src-attr")).toEqual([
      "'unsafe-hashes'",
      sha256Source("x"),
      sha256Source("y"),
    ]);
    expect(directives(policyFor({ ...base, inline: noInline, styleAttributes: "allow" })).get("style-src-attr")).toEqual([
      "'unsafe-inline'",
    ]);
    expect(directives(policyFor({ ...base, inline: found, styleAttributes: "deny" })).has("style-src-attr")).toBe(false);
  });
});

test.describe("deploy/nginx.conf", () => {
  test("a placeholder without a value, or a value without a placeholder, is refused", () => {
    expect(renderTemplate("a {{X}} b", { X: "1" })).toBe("a 1 b");
    expect(() => renderTemplate("a {{X}} {{Y}}", { X: "1" })).toThrow(/Y/);
    expect(() => renderTemplate("a {{X}}", { X: "1", Z: "2" })).toThrow(/Z/);
  });

  const serve = (runDir: string, apiUpstream?: string, more: Partial<ServeSettings> = {}): ServeSettings => ({
    root: resolve("public"),
    listen: "127.0.0.1:18999",
    runDir,
    mimeTypes: "/etc/nginx/mime.types",
    accessLog: "off",
    gzipStatic: true,
    runAsRoot: process.getuid?.() === 0,
    http2: "listen",
    testLocations: false,
    ...(apiUpstream === undefined ? {} : { apiUpstream }),
    ...more,
  });
  const policy = {
    inline: noInline,
    apiUrls: ["https://api.example.com"],
    frameAncestors: ["https://app.example.com"],
    styleAttributes: "auto",
    serviceWorker: false,
  } as const;
  const render = (settings: ServeSettings) =>
    renderTemplate(readFileSync("deploy/nginx.conf", "utf8"), templateValues(settings, policy));
  /** From `start` to the first line that only closes a block (a JSON body may hold braces). */
  const blockOf = (conf: string, start: string) => conf.slice(conf.indexOf(start)).split(/\n\s*\}\n/)[0] ?? "";

  test("API_UPSTREAM passes the API paths to that origin; unset, they answer a JSON 404, never index.html", () => {
    const without = render(serve("/tmp/x"));
    expect(without).not.toContain("proxy_pass");
    const proxied = render(serve("/tmp/x", "http://127.0.0.1:8787/"));
    for (const path of API_PROXY_PATHS) {
      const block = blockOf(proxied, `location ${path} {`);
      expect(block).toContain("proxy_pass http://127.0.0.1:8787;");
      expect(block).toContain('add_header Cache-Control "no-store" always;');
      const notFound = blockOf(without, `location ${path} {`);
      expect(notFound).toContain(`return 404 '{"status":404,"message":"Not found"}';`);
      expect(notFound).toContain("Content-Security-Policy");
      expect(notFound).not.toContain("try_files");
    }
    for (const bad of ["ftp://x", "http://x; include /etc/passwd", "not a url"]) expect(() => upstreamOrigin(bad)).toThrow();
  });

  test("every location that sets headers repeats every security header (add_header replaces the server's)", () => {
    const conf = render(
      serve("/tmp/x", undefined, {
        tls: { certificate: "/tmp/c.pem", key: "/tmp/k.pem" },
        redirectListen: "127.0.0.1:18998",
        testLocations: true,
      }),
    );
    const blocks = conf.split(/\n\s*(?=location |server \{)/).filter((block) => block.includes("add_header"));
    expect(blocks.length).toBeGreaterThanOrEqual(9);
    for (const block of blocks) {
      for (const name of [
        "Content-Security-Policy",
        "Referrer-Policy",
        "Permissions-Policy",
        "X-Content-Type-Options",
        "Cross-Origin-Opener-Policy",
        "Cross-Origin-Resource-Policy",
      ]) {
        expect(block, `${block.split("\n")[0] ?? ""} has ${name}`).toContain(`add_header ${name} `);
      }
    }
    // The assets' long lifetime is for files that exist: Cache-Control follows the status.
    expect(blockOf(conf, "location /assets/ {")).toContain("add_header Cache-Control $cache_immutable always;");
    expect(conf).not.toMatch(/immutable" always/);
  });

  test("TLS: HTTPS listener with HSTS, HTTP/2, a 301 server for plain HTTP to the same host and URI", () => {
    const conf = render(
      serve("/tmp/x", undefined, { tls: { certificate: "/tmp/c.pem", key: "/tmp/k.pem" }, redirectListen: "127.0.0.1:18998" }),
    );
    expect(conf).toContain("listen 127.0.0.1:18999 ssl http2;");
    expect(conf).toContain("ssl_certificate /tmp/c.pem;");
    expect(conf).toContain("ssl_protocols TLSv1.2 TLSv1.3;");
    expect(conf).toContain(`add_header Strict-Transport-Security "${HSTS}" always;`);
    const redirect = blockOf(conf, "listen 127.0.0.1:18998;");
    expect(conf.slice(conf.indexOf("listen 127.0.0.1:18998;"))).toContain("return 301 https://$host:18999$request_uri;");
    expect(redirect).not.toContain("Strict-Transport-Security");
    expect(conf).toContain("error_page 497 =301 https://$host:18999$request_uri;");
    const production = render(
      serve("/tmp/x", undefined, {
        listen: "443",
        tls: { certificate: "/c.pem", key: "/k.pem" },
        redirectListen: "80",
        http2: "directive",
      }),
    );
    expect(production).toContain("return 301 https://$host$request_uri;");
    expect(production).toContain("listen 443 ssl;");
    expect(production).toContain("http2 on;");
    const plain = render(serve("/tmp/x"));
    expect(plain).not.toContain("ssl");
    expect(plain).not.toContain("Strict-Transport-Security");
    expect(() => portOf("127.0.0.1:x")).toThrow();
    expect(() =>
      render(serve("/tmp/x", undefined, { tls: { certificate: "/tmp/c.pem; include /etc/passwd", key: "/k" } })),
    ).toThrow();
  });

  for (const apiUpstream of [undefined, "http://127.0.0.1:8787"])
    test(`the rendered configuration passes nginx -t (API_UPSTREAM ${apiUpstream ?? "unset"}, TLS, redirect, test locations)`, () => {
      const nginx = process.env["NGINX_BIN"] ?? "/usr/sbin/nginx";
      test.skip(!existsSync(nginx), `nginx is not installed at ${nginx} (scripts/serve-nginx.sh installs it)`);
      const runDir = mkdtempSync(join(tmpdir(), "lotto-nginx-test-"));
      try {
        const key = join(runDir, "tls.key");
        const certificate = join(runDir, "tls.crt");
        const made = spawnSync(
          "openssl",
          [
            "req",
            "-x509",
            "-newkey",
            "rsa:2048",
            "-nodes",
            "-days",
            "2",
            "-subj",
            "/CN=127.0.0.1",
            "-keyout",
            key,
            "-out",
            certificate,
          ],
          { encoding: "utf8" },
        );
        expect(made.status, made.stderr).toBe(0);
        const values = templateValues(
          serve(runDir, apiUpstream, { tls: { certificate, key }, redirectListen: "127.0.0.1:18998", testLocations: true }),
          policy,
        );
        writeFileSync(join(runDir, "nginx.conf"), renderTemplate(readFileSync("deploy/nginx.conf", "utf8"), values));
        const result = spawnSync(nginx, ["-t", "-p", runDir, "-c", join(runDir, "nginx.conf"), "-e", "stderr"], {
          encoding: "utf8",
        });
        expect(result.stderr).toContain("test is successful");
      } finally {
        rmSync(runDir, { recursive: true, force: true });
      }
    });
});
