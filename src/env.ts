import { Result, Schema } from "effect";
import { normalizeHost } from "@/domain/routing/safe-link";

/**
 * The app's configuration, read once from Vite's `import.meta.env` and validated with Effect Schema
 * (ARCHITECTURE §3.6). A bad value stops the app at startup with a message naming the variable.
 */
export interface AppConfig {
  /** SPEC §7: the main API; "" is the page's own origin, otherwise an absolute URL (cross-origin works). */
  readonly apiBaseUrl: string;
  /** SPEC §7: the separate game API host (fixed-standard-lotto/results). */
  readonly gameApiBaseUrl: string;
  /** SPEC §7: the `account` sent to the game API. */
  readonly gameApiAccount: string;
  /** SPEC §1, §3: the currency code, AED by default. */
  readonly currency: string;
  /** SPEC §2 app redirect: the main web domain ("" = the current origin). */
  readonly mainDomain: string;
  /** SPEC §2 app redirect: the mobile-app domain ("" = the current origin). */
  readonly appDomain: string;
  /**
   * SPEC §8: the IANA time zone the server writes a voucher's banned_until in when it gives no
   * offset; Asia/Dubai (UTC+4, no DST) by default, the market of the default currency AED.
   */
  readonly serverTimeZone: string;
  /**
   * Issue 13: the hosts (host or host:port, as the URL parser writes them) a certificate's
   * `certificate_url` may point to, https only. Default: the API's host; empty when the API is on
   * the page's own origin, which then means the page's own host.
   */
  readonly certificateHosts: ReadonlyArray<string>;
  /** Whether the built-in sandbox backend answers the calls. */
  readonly apiMocking: "sandbox" | "off";
}

export class ConfigError extends Error {
  override readonly name = "ConfigError";
}

const absoluteUrlOrEmpty = Schema.makeFilter((value: string) =>
  value === "" || /^https?:\/\/[^\s/?#]+(\/[^\s?#]*)?$/.test(value)
    ? undefined
    : `must be an absolute http(s) URL without query or fragment (or empty for the same origin), got "${value}"`,
);
const BaseUrl = Schema.String.check(absoluteUrlOrEmpty);

/** A comma-separated list of host names ("certificates.example.com, cdn.example.com:8443"). */
const hostList = Schema.makeFilter((value: string) => {
  const bad = value
    .split(",")
    .map((host) => host.trim())
    .filter((host) => normalizeHost(host) === undefined);
  return bad.length === 0
    ? undefined
    : `must be host names separated by commas (no scheme, path or user), got ${bad.map((host) => `"${host}"`).join(", ")}`;
});
const HostList = Schema.String.check(hostList);
const hostsOf = (list: string): ReadonlyArray<string> => [
  ...new Set(list.split(",").flatMap((host) => normalizeHost(host.trim()) ?? [])),
];

/** An IANA zone name the runtime knows ("Asia/Dubai"); Intl throws a RangeError for any other. */
const knownTimeZone = Schema.makeFilter((value: string) => {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: value });
    return undefined;
  } catch {
    return `must be an IANA time zone like Asia/Dubai, got "${value}"`;
  }
});

const RawEnv = Schema.Struct({
  VITE_API_BASE_URL: Schema.optionalKey(BaseUrl),
  VITE_GAME_API_BASE_URL: Schema.optionalKey(BaseUrl),
  VITE_GAME_API_ACCOUNT: Schema.optionalKey(
    Schema.String.check(Schema.isPattern(/^\S+$/, { message: "must be a non-empty word" })),
  ),
  VITE_CURRENCY: Schema.optionalKey(
    Schema.String.check(Schema.isPattern(/^[A-Z]{3}$/, { message: "must be 3 uppercase letters, like AED" })),
  ),
  VITE_MAIN_DOMAIN: Schema.optionalKey(BaseUrl),
  VITE_APP_DOMAIN: Schema.optionalKey(BaseUrl),
  VITE_SERVER_TIME_ZONE: Schema.optionalKey(Schema.String.check(knownTimeZone)),
  VITE_CERTIFICATE_HOSTS: Schema.optionalKey(HostList),
  VITE_API_MOCKING: Schema.optionalKey(Schema.Literals(["sandbox", "off"])),
  PROD: Schema.optionalKey(Schema.Boolean),
});
type RawEnv = typeof RawEnv.Type;

/** An empty variable (`VITE_X=` in a .env file) means "not set": the default applies. */
function withoutEmptyValues(env: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ""));
}

const trimSlash = (url: string): string => url.replace(/\/+$/, "");

function toConfig(raw: RawEnv): AppConfig {
  const apiBaseUrl = trimSlash(raw.VITE_API_BASE_URL ?? "");
  return {
    apiBaseUrl,
    gameApiBaseUrl: trimSlash(raw.VITE_GAME_API_BASE_URL ?? apiBaseUrl),
    gameApiAccount: raw.VITE_GAME_API_ACCOUNT ?? "lotto-web",
    currency: raw.VITE_CURRENCY ?? "AED",
    mainDomain: trimSlash(raw.VITE_MAIN_DOMAIN ?? ""),
    appDomain: trimSlash(raw.VITE_APP_DOMAIN ?? ""),
    serverTimeZone: raw.VITE_SERVER_TIME_ZONE ?? "Asia/Dubai",
    certificateHosts: hostsOf(raw.VITE_CERTIFICATE_HOSTS ?? (URL.canParse(apiBaseUrl) ? new URL(apiBaseUrl).host : "")),
    // The sandbox is on during development and off in a production build, unless said otherwise.
    apiMocking: raw.VITE_API_MOCKING ?? (raw.PROD === true ? "off" : "sandbox"),
  };
}

/** Pure: decodes an env record (Vite's `import.meta.env` shape) into the app's configuration. */
export function decodeConfig(env: Record<string, unknown>): Result.Result<AppConfig, ConfigError> {
  const decoded = Schema.decodeUnknownResult(RawEnv, { errors: "all" })(withoutEmptyValues(env));
  return Result.isSuccess(decoded)
    ? Result.succeed(toConfig(decoded.success))
    : Result.fail(new ConfigError(`Invalid configuration (check your .env / build variables):\n${decoded.failure.message}`));
}

/** Like {@link decodeConfig}, but throws the {@link ConfigError}: a misconfigured app must not start. */
export function readConfig(env: Record<string, unknown>): AppConfig {
  return Result.getOrThrowWith(decodeConfig(env), (error) => error);
}
