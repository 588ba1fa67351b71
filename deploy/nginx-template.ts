import { contentSecurityPolicy, type InlineContent, originOf, REACT_ARIA_STYLES, securityHeaders, sha256Source } from "./csp";

/** Fills `{{NAME}}` placeholders; a placeholder without a value, or a value without a placeholder, is a mistake. */
export function renderTemplate(template: string, values: Readonly<Record<string, string>>): string {
  const used = new Set<string>();
  const rendered = template.replace(/\{\{([A-Z_]+)\}\}/g, (_match, name: string) => {
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
  /** `host:port` or a port. */
  readonly listen: string;
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

/** SPEC §7 paths on the API host: the main API, and the game API when it shares that host. */
export const API_PROXY_PATHS = ["/api/", "/fixed-standard-lotto/"] as const;

/** The policy inputs taken from the environment at serve time (docs/quality.md). */
export interface PolicySettings {
  readonly inline: InlineContent;
  /** The API and game API base URLs ("" = same origin). */
  readonly apiUrls: readonly string[];
  /** Hosts (origins) allowed to frame the shop besides itself. */
  readonly frameAncestors: readonly string[];
  /** "auto": allowed only when index.html carries style attributes. */
  readonly styleAttributes: "auto" | "allow" | "deny";
  /** More `'sha256-…'` sources for style-src (CSP_STYLE_HASHES). */
  readonly extraStyleHashes?: readonly string[];
}

const defined = (values: readonly (string | undefined)[]): string[] => values.filter((value): value is string => value !== undefined);

export function policyFor(settings: PolicySettings): string {
  return contentSecurityPolicy({
    inline: settings.inline,
    runtimeStyles: [...REACT_ARIA_STYLES.map(sha256Source), ...(settings.extraStyleHashes ?? [])],
    connectOrigins: defined(settings.apiUrls.map(originOf)),
    frameAncestors: defined(settings.frameAncestors.map(originOf)),
    allowStyleAttributes: settings.styleAttributes === "allow" || (settings.styleAttributes === "auto" && settings.inline.hasStyleAttributes),
  });
}

function headerLines(csp: string): string {
  return Object.entries(securityHeaders(csp))
    .map(([name, value]) => {
      if (value.includes('"')) throw new Error(`A header value cannot contain a double quote: ${name}`);
      return `add_header ${name} "${value}" always;`;
    })
    .join("\n      ");
}

/** `http://127.0.0.1:8787` (an origin, nothing else: the value is written into the configuration). */
export function upstreamOrigin(url: string): string {
  const origin = originOf(url);
  if (origin === undefined || !/^https?:\/\/[\w.:[\]-]+$/.test(origin)) throw new Error(`API_UPSTREAM must be an http(s) origin, got "${url}"`);
  return origin;
}

function apiProxy(upstream: string | undefined, headers: string): string {
  if (upstream === undefined) return "# API_UPSTREAM not set: the API is served elsewhere";
  const origin = upstreamOrigin(upstream);
  return API_PROXY_PATHS.map(
    (path) => `location ${path} {
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

/** The values of every placeholder in deploy/nginx.conf. */
export function templateValues(serve: ServeSettings, policy: PolicySettings): Record<string, string> {
  return {
    USER: serve.runAsRoot ? "user nobody nogroup;" : "# not started as root: workers keep the current user",
    RUN_DIR: serve.runDir,
    MIME_TYPES: serve.mimeTypes,
    ACCESS_LOG: serve.accessLog,
    GZIP_STATIC: serve.gzipStatic ? "gzip_static on;" : "# gzip_static: module not built in",
    LISTEN: serve.listen,
    ROOT: serve.root,
    SECURITY_HEADERS: headerLines(policyFor(policy)),
    API_PROXY: apiProxy(serve.apiUpstream, headerLines(policyFor(policy))),
  };
}
