import { connect as tlsConnect } from "node:tls";
import { type APIResponse, expect, test } from "@playwright/test";
import { observatoryScore } from "./observatory";
import { expectSecurityHeaders } from "./security-headers";

/**
 * Issue 13, the production serving as nginx answers it over HTTPS (deploy/nginx.conf,
 * docs/deploy.md): every security header on every kind of response (HTML, assets, the JSON of the
 * API paths, 404s and the errors nginx makes itself: 400, 405, 414, 500, 502), the cache rules
 * (nothing that failed is ever stored), the HTTP → HTTPS redirect, and the Observatory score.
 */
test.skip(!process.env["E2E_NGINX"], "checks nginx's headers: run it with npm run test:e2e:nginx");

const base = new URL(process.env["E2E_BASE_URL"] ?? "https://127.0.0.1:8089");
const httpBase = new URL(process.env["E2E_HTTP_URL"] ?? "http://127.0.0.1:9089");

test("the e2e run itself is on HTTPS", () => {
  expect(base.protocol).toBe("https:");
});

/** Finds `/assets/…` URLs of one kind in index.html. */
async function assetOf(request: { get(url: string): Promise<APIResponse> }, pattern: RegExp): Promise<string> {
  const html = await (await request.get("/")).text();
  const found = pattern.exec(html)?.[1];
  expect(found, `index.html links ${String(pattern)}`).toBeDefined();
  return found ?? "";
}

interface Case {
  readonly label: string;
  readonly path: string;
  readonly method?: "GET" | "POST";
  readonly status: number;
  readonly cacheControl: string;
  readonly contentType?: RegExp;
  /** The response is not the app's index.html (errors, API paths, assets). */
  readonly notTheApp?: boolean;
}

const CASES: readonly Case[] = [
  { label: "HTML /", path: "/", status: 200, cacheControl: "no-cache", contentType: /text\/html/ },
  { label: "HTML /index.html", path: "/index.html", status: 200, cacheControl: "no-cache", contentType: /text\/html/ },
  {
    label: "HTML SPA route /ar/lucky-day",
    path: "/ar/lucky-day",
    status: 200,
    cacheControl: "no-cache",
    contentType: /text\/html/,
  },
  {
    label: "HTML unknown route (the app's own not-found page)",
    path: "/no/such/page",
    status: 200,
    cacheControl: "no-cache",
    contentType: /text\/html/,
  },
  { label: "version.json", path: "/version.json", status: 200, cacheControl: "no-cache", contentType: /json/ },
  {
    label: "manifest",
    path: "/manifest.webmanifest",
    status: 200,
    cacheControl: "no-cache",
    contentType: /application\/manifest\+json/,
  },
  {
    label: "sandbox worker (sandbox build only)",
    path: "/mockServiceWorker.js",
    status: 200,
    cacheControl: "no-cache",
    contentType: /javascript/,
  },
  { label: "robots.txt", path: "/robots.txt", status: 200, cacheControl: "no-cache", contentType: /text\/plain/ },
  { label: "404 missing asset", path: "/assets/no-such-chunk-0000.js", status: 404, cacheControl: "no-store", notTheApp: true },
  {
    label: "404 /api/ without upstream",
    path: "/api/user/balance",
    status: 404,
    cacheControl: "no-store",
    contentType: /application\/json/,
    notTheApp: true,
  },
  {
    label: "404 POST /api/ without upstream",
    path: "/api/login",
    method: "POST",
    status: 404,
    cacheControl: "no-store",
    contentType: /application\/json/,
    notTheApp: true,
  },
  {
    label: "404 game API without upstream",
    path: "/fixed-standard-lotto/games",
    status: 404,
    cacheControl: "no-store",
    contentType: /application\/json/,
    notTheApp: true,
  },
  {
    label: "405 nginx: POST to a static file",
    path: "/index.html",
    method: "POST",
    status: 405,
    cacheControl: "no-store",
    notTheApp: true,
  },
  { label: "414 nginx: URI too long", path: `/${"a".repeat(20_000)}`, status: 414, cacheControl: "no-store", notTheApp: true },
  { label: "500 nginx (test location)", path: "/__nginx-test/500", status: 500, cacheControl: "no-store", notTheApp: true },
  {
    label: "502 nginx: upstream down (test location)",
    path: "/__nginx-test/502",
    status: 502,
    cacheControl: "no-store",
    notTheApp: true,
  },
];

for (const c of CASES) {
  test(`${c.label}: ${c.status}, every security header, Cache-Control ${c.cacheControl}`, async ({ request }) => {
    const response = c.method === "POST" ? await request.post(c.path, { data: {} }) : await request.get(c.path);
    expect(response.status()).toBe(c.status);
    const headers = response.headers();
    expectSecurityHeaders(headers, c.label);
    expect(headers["cache-control"], "Cache-Control").toBe(c.cacheControl);
    if (c.contentType) expect(headers["content-type"]).toMatch(c.contentType);
    if (c.notTheApp) expect(await response.text(), "never the app's index.html").not.toContain('id="root"');
  });
}

test("hashed assets (JS, CSS): cached for good, gzipped, every security header", async ({ request }) => {
  for (const pattern of [/<script[^>]+src="(\/assets\/[^"]+\.js)"/, /<link[^>]+href="(\/assets\/[^"]+\.css)"/]) {
    const asset = await assetOf(request, pattern);
    const response = await request.get(asset, { headers: { "accept-encoding": "gzip" } });
    expect(response.status(), asset).toBe(200);
    const headers = response.headers();
    expectSecurityHeaders(headers, asset);
    expect(headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(headers["content-encoding"]).toBe("gzip");
    // Revalidation of a cached asset keeps the long lifetime.
    const revalidated = await request.get(asset, { headers: { "if-modified-since": headers["last-modified"] ?? "" } });
    expect(revalidated.status()).toBe(304);
    expect(revalidated.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
  }
});

test("/api/ and /fixed-standard-lotto/ without an upstream answer JSON, never the app", async ({ request }) => {
  const response = await request.get("/api/games");
  expect(response.status()).toBe(404);
  expect(await response.json()).toEqual({ status: 404, message: "Not found" });
});

/** One raw HTTP/1.1 exchange over TLS: what nginx answers to bytes no HTTP client would send. */
function rawTls(requestText: string): Promise<{ status: number; headers: Record<string, string> }> {
  return new Promise((done, fail) => {
    const socket = tlsConnect(
      { host: base.hostname, port: Number(base.port), rejectUnauthorized: false, ALPNProtocols: ["http/1.1"] },
      () => socket.end(requestText),
    );
    let text = "";
    socket.setEncoding("latin1");
    socket.on("data", (chunk: string) => (text += chunk));
    socket.on("error", fail);
    socket.on("close", () => {
      const [head = ""] = text.split("\r\n\r\n");
      const [statusLine = "", ...lines] = head.split("\r\n");
      const headers: Record<string, string> = {};
      for (const line of lines) {
        const colon = line.indexOf(":");
        if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
      }
      done({ status: Number(statusLine.split(" ")[1]), headers });
    });
    socket.setTimeout(10_000, () => socket.destroy(new Error("no answer in 10 s")));
  });
}

for (const [label, requestText] of [
  ["a bad Host header", "GET / HTTP/1.1\r\nHost: bad/host\r\nConnection: close\r\n\r\n"],
  ["a malformed request line", "GET /\u0001 HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n"],
  ["an unknown protocol version", "GET / HTTP/7.5\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n"],
] as const) {
  test(`4xx/5xx from nginx itself before any location (${label}): every security header, no-store`, async () => {
    const { status, headers } = await rawTls(requestText);
    expect([400, 505]).toContain(status);
    expectSecurityHeaders(headers, `${status} ${label}`);
    expect(headers["cache-control"]).toBe("no-store");
  });
}

test("plain HTTP is redirected to HTTPS with a 301: same host, same URI", async ({ playwright }) => {
  const http = await playwright.request.newContext();
  try {
    for (const path of ["/", "/lucky-day?token=x&utm_source=y", "/assets/missing.js", "/api/games"]) {
      const response = await http.get(`${httpBase.origin}${path}`, { maxRedirects: 0 });
      expect(response.status(), path).toBe(301);
      expect(response.headers()["location"]).toBe(`${base.origin}${path}`);
      expectSecurityHeaders(response.headers(), `redirect ${path}`, false);
      expect(response.headers()["strict-transport-security"], "HSTS only over HTTPS").toBeUndefined();
    }
    // Plain HTTP sent to the HTTPS port gets the same redirect, not nginx's 400 page.
    const wrongPort = await http.get(`http://${base.host}/faq?x=1`, { maxRedirects: 0 });
    expect(wrongPort.status()).toBe(301);
    expect(wrongPort.headers()["location"]).toBe(`${base.origin}/faq?x=1`);
    expectSecurityHeaders(wrongPort.headers(), "plain HTTP on the TLS port");
  } finally {
    await http.dispose();
  }
});

test("the Observatory-equivalent score is A+ (100 or more)", async ({ request, playwright }) => {
  const page = await request.get("/");
  const html = await page.text();
  const http = await playwright.request.newContext();
  const redirect = await http.get(`${httpBase.origin}/`, { maxRedirects: 0 });
  await http.dispose();
  const scripts = [...html.matchAll(/<script[^>]+src="([^"]+)"/g)].map((match) => new URL(match[1] ?? "", base).href);
  const { lines, score, grade } = observatoryScore(
    {
      page: page.headers(),
      httpRedirect: { status: redirect.status(), location: redirect.headers()["location"] },
      host: base.hostname,
      scripts,
    },
    base.origin,
  );
  // The HTTP port of the test run is not 80, so the redirect's host is compared without the port.
  console.log(
    [
      "Observatory-equivalent score:",
      ...lines.map((line) => `  ${line.test}: ${line.result} (${line.modifier >= 0 ? "+" : ""}${line.modifier})`),
      `  = ${score} (${grade})`,
    ].join("\n"),
  );
  expect(lines.filter((line) => line.modifier < 0)).toEqual([]);
  expect(score).toBeGreaterThanOrEqual(100);
  expect(grade).toBe("A+");
});
