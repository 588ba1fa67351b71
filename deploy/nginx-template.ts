import {
  contentSecurityPolicy,
  type InlineContent,
  originOf,
  REACT_ARIA_STYLES,
  reportUriOf,
  securityHeaders,
  sha256Source,
} from "./csp";

/** Fills `{{NAME}}` placeholders; a placeholder without a value, or a value without a placeholder, is a mistake. */
export function renderTemplate(template: string, values: Readonly<Record<string, string>>): string {
  const used = new Set<string>();
  const rendered = template.replace(/\{\{([A-Z][A-Z0-9_]*)\}\}/g, (_match, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`No value for {{${name}}} in the nginx template`);
    used.add(name);
    return value;
  });
  const unused = Object.keys(values).filter((name) => !used.has(name));
  if (unused.length > 0) throw new Error(`The nginx template has no {{${unused.join("}}, {{")}}}`);
  return rendered;
}

/** Where and how nginx serves: everything the template needs besides the policy. */
export interface ServeSettings {
  /** Absolute path of the build to serve (dist/). */
  readonly root: string;
  /** `host:port` or a port: HTTPS when {@link tls} is given, else plain HTTP. */
  readonly listen: string;
  /**
   * The certificate and key (PEM files). Absent: plain HTTP, only for local measurements
   * (`npm run perf`); production and the e2e run always have TLS (docs/deploy.md).
   */
  readonly tls?: TlsSettings;
  /** How this nginx turns HTTP/2 on: `http2 on;` (1.25.1+), `listen … http2` (older), or not at all. */
  readonly http2: "directive" | "listen" | "none";
  /** Where plain HTTP is answered with a 301 to the HTTPS port (`host:port`; production: 80). */
  readonly redirectListen?: string;
  /**
   * Test-only locations (NGINX_TEST_LOCATIONS=1, scripts/serve-nginx-e2e.sh): a 500 and a 502
   * nginx makes itself, so e2e/nginx/headers.spec.ts can check the headers of its own error pages.
   */
  readonly testLocations: boolean;
  /** A private directory for the pid file and temp paths. */
  readonly runDir: string;
  readonly mimeTypes: string;
  /** `off` or a file path. */
  readonly accessLog: string;
  /** Whether this nginx has ngx_http_gzip_static_module (serves prebuilt .gz files). */
  readonly gzipStatic: boolean;
  /** When nginx starts as root its workers must drop to an unprivileged user. */
  readonly runAsRoot: boolean;
  /**
   * `API_UPSTREAM`: an http(s) origin the API paths are passed to (e.g. the sandbox backend at
   * http://127.0.0.1:8787), so a same-origin build reaches its API through this server. Unset:
   * the API is served elsewhere (VITE_API_BASE_URL) and nginx serves the build only.
   */
  readonly apiUpstream?: string;
}

export interface TlsSettings {
  readonly certificate: string;
  readonly key: string;
}

/** SPEC §7 paths on the API host: the main API, and the game API when it shares that host. */
export const API_PROXY_PATHS = ["/api/", "/fixed-standard-lotto/"] as const;

/** The policy inputs taken from the environment at serve time (docs/quality.md). */
export interface PolicySettings {
  readonly inline: InlineContent;
  /** The API and game API base URLs ("" = same origin). */
  readonly apiUrls: readonly string[];
  /** Hosts (origins) allowed to frame the shop besides itself. */
  readonly frameAncestors: readonly string[];
  /**
   * "auto": the style attributes the built pages carry, each by its hash; "allow": any
   * (`'unsafe-inline'`); "deny": none.
   */
  readonly styleAttributes: "auto" | "allow" | "deny";
  /** More `'sha256-…'` sources for style-src (CSP_STYLE_HASHES). */
  readonly extraStyleHashes?: readonly string[];
  /** Whether the build ships /mockServiceWorker.js (the sandbox build): worker-src 'self', else 'none'. */
  readonly serviceWorker: boolean;
  /** CSP_REPORT_URI: where violation reports go; unset, none are sent. */
  readonly reportUri?: string;
}

const defined = (values: readonly (string | undefined)[]): string[] =>
  values.filter((value): value is string => value !== undefined);

export function policyFor(settings: PolicySettings): string {
  return contentSecurityPolicy({
    runtimeStyles: [...REACT_ARIA_STYLES.map(sha256Source), ...(settings.extraStyleHashes ?? [])],
    connectOrigins: defined(settings.apiUrls.map(originOf)),
    frameAncestors: defined(settings.frameAncestors.map(originOf)),
    allowStyleAttributes: settings.styleAttributes === "allow",
    inline: settings.styleAttributes === "deny" ? { ...settings.inline, styleAttributeHashes: [] } : settings.inline,
    serviceWorker: settings.serviceWorker,
    ...(settings.reportUri === undefined ? {} : { reportUri: reportUriOf(settings.reportUri) }),
  });
}

/** `add_header … always` lines: `always`, so errors (4xx, 5xx) carry them too. */
export function headerLines(headers: Readonly<Record<string, string>>, indent = "      "): string {
  return Object.entries(headers)
    .map(([name, value]) => {
      if (/[\\\n\r$]/.test(value) || (value.includes('"') && value.includes("'")))
        throw new Error(`This header value cannot be written into nginx.conf: ${name}`);
      const quote = value.includes('"') ? "'" : '"';
      return `add_header ${name} ${quote}${value}${quote} always;`;
    })
    .join(`\n${indent}`);
}

/** `http://127.0.0.1:8787` (an origin, nothing else: the value is written into the configuration). */
export function upstreamOrigin(url: string): string {
  const origin = originOf(url);
  if (origin === undefined || !/^https?:\/\/[\w.:[\]-]+$/.test(origin))
    throw new Error(`API_UPSTREAM must be an http(s) origin, got "${url}"`);
  return origin;
}

/** `/api/` and `/fixed-standard-lotto/`: passed to the upstream, or a JSON 404 without one. */
function apiLocations(upstream: string | undefined, headers: string): string {
  const origin = upstream === undefined ? undefined : upstreamOrigin(upstream);
  return API_PROXY_PATHS.map((path) =>
    origin === undefined
      ? `location ${path} {
      ${headers}
      add_header Cache-Control "no-store" always;
      default_type application/json;
      return 404 '{"status":404,"message":"Not found"}';
    }`
      : `location ${path} {
      ${headers}
      add_header Cache-Control "no-store" always;
      proxy_pass ${origin};
      proxy_http_version 1.1;
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
    }`,
  ).join("\n\n    ");
}

/** The port part of a `host:port` (or a bare port). */
export function portOf(listen: string): number {
  const port = Number(/(?:^|:)(\d+)$/.exec(listen)?.[1]);
  if (!Number.isInteger(port) || port < 1 || port > 65_535) throw new Error(`No port in "${listen}"`);
  return port;
}

/** The same host, the HTTPS port (left out when 443) and the same URI. */
function httpsTarget(listen: string): string {
  const port = portOf(listen);
  return `https://$host${port === 443 ? "" : `:${port}`}$request_uri`;
}

function tlsSettings(tls: TlsSettings): string {
  for (const path of [tls.certificate, tls.key])
    if (/[\s;{}'"$]/.test(path)) throw new Error(`Unusable path for nginx.conf: "${path}"`);
  return `ssl_certificate ${tls.certificate};
  ssl_certificate_key ${tls.key};
  # TLS 1.2 with forward-secret AEAD suites only, and TLS 1.3.
  ssl_protocols TLSv1.2 TLSv1.3;
  ssl_ciphers ECDHE-ECDSA-AES128-GCM-SHA256:ECDHE-RSA-AES128-GCM-SHA256:ECDHE-ECDSA-AES256-GCM-SHA384:ECDHE-RSA-AES256-GCM-SHA384:ECDHE-ECDSA-CHACHA20-POLY1305:ECDHE-RSA-CHACHA20-POLY1305;
  ssl_prefer_server_ciphers off;
  ssl_session_cache shared:tls:1m;
  ssl_session_timeout 1d;
  ssl_session_tickets off;`;
}

function redirectServer(serve: ServeSettings, headers: string): string {
  if (serve.tls === undefined || serve.redirectListen === undefined) return "# no plain-HTTP port: nothing to redirect";
  return `# Plain HTTP: a permanent redirect to HTTPS, same host and URI, nothing else.
  server {
    listen ${serve.redirectListen};
    server_name _;
    ${headers}
    return 301 ${httpsTarget(serve.listen)};
  }`;
}

function testLocations(serve: ServeSettings): string {
  if (!serve.testLocations) return "# no test locations (NGINX_TEST_LOCATIONS unset)";
  // No add_header of their own: they show the server-level headers reach nginx's own error pages.
  return `# Test only (NGINX_TEST_LOCATIONS=1): errors nginx generates itself, for e2e/nginx/headers.spec.ts.
    location = /__nginx-test/500 {
      return 500;
    }

    location = /__nginx-test/502 {
      proxy_pass http://unix:${serve.runDir}/no-upstream.sock;
    }`;
}

/** The values of every placeholder in deploy/nginx.conf. */
export function templateValues(serve: ServeSettings, policy: PolicySettings): Record<string, string> {
  const tls = serve.tls !== undefined;
  const reportUri = policy.reportUri === undefined ? undefined : reportUriOf(policy.reportUri);
  const headers = securityHeaders(policyFor(policy), { tls, ...(reportUri === undefined ? {} : { reportUri }) });
  const lines = headerLines(headers);
  // Over plain HTTP a browser ignores HSTS; the redirect carries the others.
  const plainHttpHeaders = Object.fromEntries(Object.entries(headers).filter(([name]) => name !== "Strict-Transport-Security"));
  return {
    USER: serve.runAsRoot ? "user nobody nogroup;" : "# not started as root: workers keep the current user",
    RUN_DIR: serve.runDir,
    MIME_TYPES: serve.mimeTypes,
    ACCESS_LOG: serve.accessLog,
    GZIP_STATIC: serve.gzipStatic ? "gzip_static on;" : "# gzip_static: module not built in",
    TLS_SETTINGS:
      serve.tls === undefined ? "# TLS off: plain HTTP for local measurements only (docs/deploy.md)" : tlsSettings(serve.tls),
    REDIRECT_SERVER: redirectServer(serve, headerLines(plainHttpHeaders, "    ")),
    LISTEN: tls ? `${serve.listen} ssl${serve.http2 === "listen" ? " http2" : ""}` : serve.listen,
    HTTP2: tls && serve.http2 === "directive" ? "http2 on;" : "# http2: not on this listener",
    PLAIN_HTTP_ON_TLS_PORT: tls ? `error_page 497 =301 ${httpsTarget(serve.listen)};` : "# plain HTTP port: nothing to redirect",
    ROOT: serve.root,
    SECURITY_HEADERS: lines,
    API_LOCATIONS: apiLocations(serve.apiUpstream, lines),
    TEST_LOCATIONS: testLocations(serve),
  };
}
